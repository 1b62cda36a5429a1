import { P } from '@console/api';
import { sessionWith, cellTexts } from '@console/testing';
import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { UPDATED, day, fakeHrApi, makeEmployee } from '../../../testing/fake-hr-api';
import { renderHr } from '../../../testing/render-hr';

const BUTTONS = ['Add Promotion', 'Change Staff ID', 'Update Status', 'Edit Data'];
const everything = sessionWith(
  P.VIEW_EMPLOYEES,
  P.ADD_PROMOTION,
  P.CHANGE_STAFF_ID,
  P.UPDATE_EMPLOYEE_STATUS,
  P.EDIT_EMPLOYEE,
  P.UPLOAD_EMPLOYEE_PHOTO,
);

function renderDetails(session = everything, overrides: Parameters<typeof makeEmployee>[1] = {}) {
  const employee = makeEmployee(7, { name: 'Ngozi Adeyemi', ...overrides });
  const api = fakeHrApi({ employees: [employee] });
  return { employee, api, ...renderHr(`/folder/employee/${employee.id}`, session, api) };
}

const dialog = () => screen.findByRole('dialog');

/** A dialog that acted closes on success and says what it did in a notice on the page. */
async function closedSaying(notice: string) {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText(notice)).toBeInTheDocument();
}

describe('Employee Details', () => {
  it('shows personal and job data, the status by name (8 as Unknown), the default avatar and empty tables', async () => {
    renderDetails(sessionWith(P.VIEW_EMPLOYEES), { status: 8, dob: day('1980-04-12') });
    expect(await screen.findByText('Ngozi Adeyemi')).toBeInTheDocument();
    expect(screen.getByText('12/04/1980')).toBeInTheDocument();
    expect(screen.getByText('Ikeja, Lagos')).toBeInTheDocument();
    expect(screen.getByText('Nigerian')).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Photo of/ })).not.toBeInTheDocument();
    expect(screen.getByText('No promotions yet.')).toBeInTheDocument();
    for (const name of BUTTONS) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('shows the photo through its signed link', async () => {
    renderDetails(sessionWith(P.VIEW_EMPLOYEES), { photo: '/api/employee/photo?file=a.jpg&expires=1&signature=s' });
    await screen.findByText('Ngozi Adeyemi');
    // The image is shown once it loads, which jsdom never does; its element is there with the link.
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/api/employee/photo?file=a.jpg&expires=1&signature=s');
  });

  it.each([
    [P.ADD_PROMOTION, 'Add Promotion'],
    [P.CHANGE_STAFF_ID, 'Change Staff ID'],
    [P.UPDATE_EMPLOYEE_STATUS, 'Update Status'],
    [P.EDIT_EMPLOYEE, 'Edit Data'],
  ])('shows only the button of permission %s', async (permission, label) => {
    renderDetails(sessionWith(P.VIEW_EMPLOYEES, permission));
    await screen.findByText('Ngozi Adeyemi');
    expect(BUTTONS.filter((name) => screen.queryByRole('button', { name }))).toEqual([label]);
  });

  it('adds a promotion, which shows in the table with the new level and designation', async () => {
    const { api, user, employee } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Add Promotion' }));
    const form = await dialog();
    await user.clear(within(form).getByLabelText(/^Promotion Date/));
    await user.type(within(form).getByLabelText(/^Promotion Date/), '2016-01-01');
    await user.type(within(form).getByLabelText(/^New Salary Grade Level/), '9');
    await user.type(within(form).getByLabelText(/^New Designation/), 'Senior Accountant');
    await user.type(within(form).getByLabelText(/^Remark/), 'Due');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await closedSaying('Promotion added');
    expect(api.calls['/employee/promotion/create']).toEqual([
      { employeeId: employee.id, promotionDate: '2016-01-01', salaryGradeLevel: 9, designation: 'Senior Accountant', remark: 'Due' },
    ]);
    const row = await screen.findByRole('row', { name: /Senior Accountant/ });
    expect(cellTexts(row)).toEqual(['01/01/2016', '9', 'Senior Accountant', '8', 'Accountant II', 'Due', 'ada@example.com', '', 'Void']);
  });

  it('changes the staff id and shows the old one in the history', async () => {
    const { api, user, employee } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Change Staff ID' }));
    const form = await dialog();
    const input = within(form).getByLabelText(/^New Staff ID/);
    expect(input).toHaveValue('ST-7');
    await user.clear(input);
    await user.type(input, 'ST-7B');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await closedSaying('Staff ID changed to ST-7B');
    expect(api.calls['/employee/staff-id/change']).toEqual([{ id: employee.id, updated: UPDATED, staffId: 'ST-7B' }]);
    expect(await screen.findByRole('row', { name: /ST-7 ST-7B/ })).toBeInTheDocument();
  });

  it('refuses a status change dated before the appointment or too far ahead, at the Effective Date (issue 31)', async () => {
    const { api, user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Update Status' }));
    const form = await dialog();
    const effective = within(form).getByLabelText(/^Effective Date/);
    await user.selectOptions(within(form).getByLabelText(/^Status/), 'Retired');
    await user.type(within(form).getByLabelText(/^Reason/), 'Reached 60');
    await user.clear(effective);
    await user.type(effective, '2010-01-03');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('1 field needs fixing.')).toBeInTheDocument();
    expect(effective).toHaveAccessibleErrorMessage('Not before the appointment date (04/01/2010)');
    await user.clear(effective);
    await user.type(effective, '2090-01-01');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(effective).toHaveAccessibleErrorMessage('At most 366 days from today'));
    expect(api.calls['/employee/status/update']).toBeUndefined();
  });

  it('updates the status with an effective date and a reason', async () => {
    const { api, user, employee } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Update Status' }));
    const form = await dialog();
    await user.selectOptions(within(form).getByLabelText(/^Status/), 'On Study Leave');
    await user.clear(within(form).getByLabelText(/^Effective Date/));
    await user.type(within(form).getByLabelText(/^Effective Date/), '2024-09-01');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Reason/), 'M');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('At least 2 characters')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Reason/), 'asters degree');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await closedSaying('Status updated');
    expect(api.calls['/employee/status/update']).toEqual([
      { id: employee.id, updated: UPDATED, status: 5, effectiveDate: '2024-09-01', reason: 'Masters degree' },
    ]);
    expect(await screen.findByRole('row', { name: /Masters degree/ })).toBeInTheDocument();
    expect(screen.getAllByText('On Study Leave').length).toBeGreaterThan(0);
  });

  it('edits every field with dates as yyyy-MM-dd, uploads a .jpg, and shows the saved data', async () => {
    const { api, user, employee } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Edit Data' }));
    const form = await dialog();
    expect(await within(form).findByRole('option', { name: 'Ikeja' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Date of Birth/)).toHaveValue('12/04/1980');
    expect(within(form).queryByLabelText(/^Staff ID/)).not.toBeInTheDocument();

    const photo = within(form).getByLabelText('Photo');
    // The input's accept list lets a JPEG type through; the name must say .jpg too (spec 5).
    await user.upload(photo, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.png', { type: 'image/jpeg' }));
    expect(await within(form).findByText('Choose a .jpg file.')).toBeInTheDocument();
    await user.upload(photo, new File([new Uint8Array(3 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await within(form).findByText('The photo is larger than 2 MB.')).toBeInTheDocument();
    // The request body is built by the fetch of the test environment (Node's), which takes Node's File.
    await user.upload(photo, new NodeFile([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' }) as unknown as File);
    expect(await within(form).findByText('me.jpg will be uploaded on save.')).toBeInTheDocument();

    const name = within(form).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Ngozi Adeyemi-Okafor');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await closedSaying('Employee data updated');

    expect(api.calls['/employee/update']).toEqual([
      expect.objectContaining({
        id: employee.id,
        updated: UPDATED,
        name: 'Ngozi Adeyemi-Okafor',
        dob: '1980-04-12',
        appointmentDate: '2010-01-04',
        firstPromotionDate: '',
        lastPromotionDate: '',
        lgaId: employee.lgaId,
      }),
    ]);
    expect(api.calls['/employee/update'][0]).not.toHaveProperty('staffId');
    expect(api.calls['/employee/update'][0]).not.toHaveProperty('state');
    expect(api.uploads).toEqual([{ employeeId: employee.id, name: 'me.jpg', size: 4 }]);
    expect(await screen.findByText('Ngozi Adeyemi-Okafor')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('img')?.getAttribute('src')).toMatch(/file=new\.jpg/));
  });

  it('does not save, nor say it did, while the chosen photo is refused (issue 31)', async () => {
    const { api, user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Edit Data' }));
    const form = await dialog();
    await within(form).findByRole('option', { name: 'Ikeja' });
    const photo = within(form).getByLabelText('Photo');
    await user.upload(photo, new File([new Uint8Array(8.8 * 1024 * 1024)], 'holiday.jpg', { type: 'image/jpeg' }));
    expect(await within(form).findByText('The photo is larger than 2 MB.')).toBeInTheDocument();
    // The toaster is the page's one: a notice of an earlier test may still be on it.
    const noticesBefore = screen.queryAllByText('Employee data updated').length;
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('1 field needs fixing.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(photo).toHaveFocus();
    expect(screen.queryAllByText('Employee data updated')).toHaveLength(noticesBefore);
    expect(api.calls['/employee/update']).toBeUndefined();
    expect(api.uploads).toEqual([]);
  });

  it('closes each dialog on Cancel without sending anything', async () => {
    const { api, user } = renderDetails();
    for (const name of BUTTONS) {
      await user.click(await screen.findByRole('button', { name }));
      const form = await dialog();
      await user.click(within(form).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(Object.keys(api.calls).filter((path) => /create|update|change|upload/.test(path))).toEqual([]);
    expect(api.uploads).toEqual([]);
  });

  it('warns of a promotion to a lower grade and takes it only with a reason (issue 31)', async () => {
    const { api, user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Add Promotion' }));
    const form = await dialog();
    await user.type(within(form).getByLabelText(/^New Salary Grade Level/), '6');
    await user.type(within(form).getByLabelText(/^New Designation/), 'Officer');
    const remark = within(form).getByLabelText(/^Remark/);
    expect(remark).toHaveAccessibleDescription('Grade 6 is below the grade now (8): say why.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('1 field needs fixing.')).toBeInTheDocument();
    expect(remark).toHaveAccessibleErrorMessage('Lower than the grade now (8): say why here');
    expect(api.calls['/employee/promotion/create']).toBeUndefined();

    await user.type(remark, 'Disciplinary panel, 3 March');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await closedSaying('Promotion added');
    expect(api.calls['/employee/promotion/create']).toEqual([
      expect.objectContaining({ salaryGradeLevel: 6, remark: 'Disciplinary panel, 3 March' }),
    ]);
  });

  it('keeps a dialog open with what is wrong in it', async () => {
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Add Promotion' }));
    const form = await dialog();
    await user.type(within(form).getByLabelText(/^New Salary Grade Level/), '18');
    await user.type(within(form).getByLabelText(/^New Designation/), 'Director');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A grade level from 1 to 17')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('an employee that does not exist: not found, with the way back to the list', async () => {
    const api = fakeHrApi({ employees: [] });
    renderHr('/folder/employee/0190aaaa-bbbb-7ccc-8ddd-eeeeffff0000', everything, api);
    expect(await screen.findByRole('heading', { name: 'Employee not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/folder/employee/all');
    expect(screen.queryByRole('button', { name: 'Edit Data' })).not.toBeInTheDocument();
  });

  it('offers no photo upload without its permission', async () => {
    const { user } = renderDetails(sessionWith(P.VIEW_EMPLOYEES, P.EDIT_EMPLOYEE));
    await user.click(await screen.findByRole('button', { name: 'Edit Data' }));
    const form = await dialog();
    await within(form).findByLabelText(/^Name/);
    expect(within(form).queryByLabelText('Photo')).not.toBeInTheDocument();
  });
});
