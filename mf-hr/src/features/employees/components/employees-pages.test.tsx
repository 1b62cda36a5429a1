import { P, employeeCalls, employeeFileCalls } from '@console/api';
import { currentLocation, ok, server, sessionWith, cellTexts } from '@console/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { LGAS, NATIONALITIES, day, fakeHrApi, makeDepartment, makeEmployee } from '../../../testing/fake-hr-api';
import { renderHr } from '../../../testing/render-hr';

const clerk = sessionWith(P.VIEW_EMPLOYEES, P.CREATE_EMPLOYEE, P.EXPORT_EMPLOYEES);

describe('Employees list', () => {
  it('shows the spec columns with department and status, filters by a column and the status, and opens a row', async () => {
    const api = fakeHrApi({
      employees: [
        makeEmployee(1, {
          name: 'Amaka Eze',
          position: 'Clerk',
          salaryGradeLevel: 6,
          appointmentDate: day('2012-02-01'),
          // A status dated after today shows as scheduled beside the current one.
          scheduledStatus: { status: 1, effectiveDate: day('2030-12-01') },
        }),
        makeEmployee(2, { name: 'Bello Sani', status: 1 }),
      ],
    });
    const { user } = renderHr('/folder/employee/all', clerk, api);
    const amaka = await screen.findByRole('row', { name: /Amaka Eze/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Conf. ID',
      'Staff ID',
      // Two orders: by the whole name and by surname.
      'NameSurname',
      'Department',
      'Appointment Date',
      'Current Designation',
      'SGL',
      'Status',
      'Updated',
    ]);
    expect(cellTexts(amaka)).toEqual([
      'CF-1',
      'ST-1',
      'Amaka Eze',
      'Department 1',
      '01/02/2012',
      'Clerk',
      '6',
      'Active (Retired from 01/12/2030)',
      '15/03/2024',
    ]);
    expect(api.calls['/employees'][0]).toEqual({ offset: 0, limit: 10, criteria: {} });

    await user.type(screen.getByRole('textbox', { name: 'Staff ID' }), 'ST{Enter}');
    await waitFor(() => expect(api.calls['/employees'].at(-1)).toEqual({ offset: 0, limit: 10, criteria: { staffId: 'ST' } }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Retired');
    await waitFor(() => expect(api.calls['/employees'].at(-1)).toEqual({ offset: 0, limit: 10, criteria: { staffId: 'ST', status: 1 } }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Amaka Eze/ })).not.toBeInTheDocument());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by' }), 'Name');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'bello{Enter}');
    await waitFor(() => expect(api.calls['/employees'].at(-1)?.criteria).toEqual({ name: 'bello', status: 1 }));
    await user.click(await screen.findByRole('row', { name: /Bello Sani/ }));
    expect(currentLocation()).toBe(`/folder/employee/${makeEmployee(2).id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Employee Details' })).toBeInTheDocument();
  });

  it('pages by 10, or by the page size chosen, and shows which rows of how many', async () => {
    const api = fakeHrApi({ employees: Array.from({ length: 1234 }, (_, i) => makeEmployee(i + 1)) });
    const { user } = renderHr('/folder/employee/all', clerk, api);
    expect(await screen.findByText('1-10 of 1,234')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(api.calls['/employees'].at(-1)).toEqual({ offset: 10, limit: 10, criteria: {} }));
    expect(await screen.findByText('11-20 of 1,234')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(api.calls['/employees'].at(-1)).toEqual({ offset: 0, limit: 25, criteria: {} }));
    expect(await screen.findByText('1-25 of 1,234')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(currentLocation()).toBe('/folder/employee/all?size=25');
  });

  it('sorts by surname from the Name header, then the other way, with the arrow on the order in use', async () => {
    const api = fakeHrApi({ employees: [makeEmployee(1, { name: 'Amaka Eze' }), makeEmployee(2, { name: 'Bello Sani' })] });
    const { user } = renderHr('/folder/employee/all?page=2', clerk, api);
    await screen.findByRole('button', { name: 'Sort by Surname' });
    await user.click(screen.getByRole('button', { name: 'Sort by Surname' }));
    await waitFor(() =>
      expect(api.calls['/employees'].at(-1)).toEqual({ offset: 0, limit: 10, criteria: {}, sort: { column: 'surname', direction: 'asc' } }),
    );
    const name = screen.getByRole('columnheader', { name: /Surname/ });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(within(name).getByRole('button', { name: 'Sort by Surname, ascending' }).querySelector('svg')).not.toBeNull();
    expect(within(name).getByRole('button', { name: 'Sort by Name' }).querySelector('svg')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sort by Surname, ascending' }));
    await waitFor(() => expect(api.calls['/employees'].at(-1)?.sort).toEqual({ column: 'surname', direction: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /Surname/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Sort by SGL' }));
    await waitFor(() => expect(api.calls['/employees'].at(-1)?.sort).toEqual({ column: 'salaryGradeLevel', direction: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /Surname/ })).toHaveAttribute('aria-sort', 'none');
  });

  it('narrows by department, status, state, LGA and grade level at once, the LGAs of the chosen state only', async () => {
    const works = makeDepartment(2, { name: 'Works' });
    const api = fakeHrApi({
      employees: [
        makeEmployee(1, { name: 'Kano Works', department: works, departmentId: works.id, lga: LGAS[2], lgaId: LGAS[2].id }),
        makeEmployee(2, { name: 'Lagos Works', department: works, departmentId: works.id }),
        makeEmployee(3, { name: 'Lagos Other' }),
      ],
    });
    const { user } = renderHr('/folder/employee/all', clerk, api);
    await screen.findByRole('row', { name: /Lagos Other/ });
    // No LGA to choose before a state is.
    expect(screen.queryByRole('combobox', { name: 'LGA' })).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Department' }), 'Works');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Lagos');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grade level' }), 'GL 08');
    await waitFor(() => expect(api.calls['/employees'].at(-1)?.criteria).toEqual({ departmentId: works.id, state: 'Lagos', salaryGradeLevel: 8 }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[2].textContent),
      ).toEqual(['Lagos Works']),
    );
    expect(screen.getByText('1-1 of 1')).toBeInTheDocument();

    const lga = screen.getByRole('combobox', { name: 'LGA' });
    expect(
      within(lga)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any LGA', 'Ikeja', 'Surulere']);
    await user.selectOptions(lga, 'Surulere');
    await waitFor(() => expect(api.calls['/employees'].at(-1)?.criteria).toMatchObject({ state: 'Lagos', lgaId: LGAS[1].id }));
    // Another state drops the LGA of the first.
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Kano');
    await waitFor(() => expect(api.calls['/employees'].at(-1)?.criteria).toEqual({ departmentId: works.id, state: 'Kano', salaryGradeLevel: 8 }));
    expect(await screen.findByRole('row', { name: /Kano Works/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'LGA' })).toHaveValue('');
  });

  it('asks a signed export link for the current filter, shows the export running, and saves the file', async () => {
    const saved: Array<{ name: string; href: string }> = [];
    // jsdom has no object URLs and no downloads: record what would be saved.
    URL.createObjectURL = () => 'blob:exported';
    URL.revokeObjectURL = () => {};
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function save(this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const api = fakeHrApi({ employees: [makeEmployee(1)] });
    const { user } = renderHr('/folder/employee/all', clerk, api);
    // The file arrives only when the test says so, so the running export can be seen.
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    server.use(
      api.on(employeeFileCalls.export.download, async (query) => {
        await arrived;
        const filename = `employees-2024-03-15.${query.format}`;
        return new HttpResponse('Staff ID,Name\n', { headers: { 'content-disposition': `attachment; filename="${filename}"` } });
      }),
    );
    await screen.findByRole('row', { name: /Employee 1/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(await screen.findByText(/Exporting Excel/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    release();
    await waitFor(() => expect(saved).toEqual([{ name: 'employees-2024-03-15.xlsx', href: 'blob:exported' }]));
    expect(api.calls['/employee/export/link']).toEqual([{ format: 'xlsx', criteria: { status: 0 } }]);
    await waitFor(() => expect(screen.queryByText(/Exporting/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved.at(-1)?.name).toBe('employees-2024-03-15.csv'));
    expect(api.calls['/employee/export/link'].at(-1)).toEqual({ format: 'csv', criteria: { status: 0 } });
  });

  it('shows the spinner alone until the first page comes, then the rows and the pager together (nothing drawn to be pushed down)', async () => {
    const api = fakeHrApi({ employees: [makeEmployee(1)] });
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    renderHr('/folder/employee/all', clerk, api);
    // After renderHr, which installs the fake's own handlers.
    server.use(
      api.on(employeeCalls.list, async () => {
        await arrived;
        return ok({ employees: api.db.employees, size: 1 });
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Employees' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('No records found.')).not.toBeInTheDocument();
    expect(screen.queryByText('0 of 0')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('row', { name: /Employee 1/ })).toBeInTheDocument();
    expect(screen.getByText('1-1 of 1')).toBeInTheDocument();
  });

  it('keeps the filter, the status and the page in the URL', async () => {
    const api = fakeHrApi({ employees: Array.from({ length: 23 }, (_, i) => makeEmployee(i + 1)) });
    renderHr('/folder/employee/all?by=name&q=employee&status=0&page=2', clerk, api);
    await waitFor(() => expect(api.calls['/employees']?.at(-1)).toEqual({ offset: 10, limit: 10, criteria: { name: 'employee', status: 0 } }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('employee');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('0');
  });

  it('shows Create and Export only by permission', async () => {
    renderHr('/folder/employee/all', sessionWith(P.VIEW_EMPLOYEES), fakeHrApi({ employees: [makeEmployee(1)] }));
    await screen.findByRole('row', { name: /Employee 1/ });
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});

describe('Create Employee', () => {
  it('validates, then sends every field with dates as epoch seconds and the status as a number', async () => {
    const api = fakeHrApi({ departments: [makeDepartment(1, { name: 'Accounts' })] });
    const { user } = renderHr('/folder/employee/all', clerk, api);
    await user.click(await screen.findByRole('link', { name: 'Create' }));
    expect(currentLocation()).toBe('/folder/employee/create');
    await screen.findByRole('option', { name: 'Accounts' });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/fields? needs? fixing/);
    expect(screen.getAllByText('Required').length).toBeGreaterThan(3);

    await user.type(screen.getByLabelText(/^Name/), 'Chidi Okeke');
    await user.selectOptions(screen.getByLabelText(/^Sex/), 'Male');
    await user.type(screen.getByLabelText(/^Date of Birth/), '1980-04-12');
    await user.type(screen.getByLabelText(/^Phone/), '08031234567');
    // A new employee starts Nigerian (issue 31).
    expect(screen.getByLabelText(/^Nationality/)).toHaveDisplayValue('Nigerian');
    expect(
      within(screen.getByLabelText(/^LGA/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose the state first']);
    await user.selectOptions(screen.getByLabelText(/^State of Origin/), 'Lagos');
    expect(
      within(screen.getByLabelText(/^LGA/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select…', 'Ikeja', 'Surulere']);
    await user.selectOptions(screen.getByLabelText(/^LGA/), 'Surulere');
    await user.type(screen.getByLabelText(/^Staff ID/), 'ST-900');
    await user.selectOptions(screen.getByLabelText(/^Department/), 'Accounts');
    await user.type(screen.getByLabelText(/^Current Designation/), 'Accountant II');
    await user.type(screen.getByLabelText(/^Salary Grade Level/), '8');
    await user.type(screen.getByLabelText(/^Appointment Date/), '2010-01-04');
    await user.selectOptions(screen.getByLabelText(/^Status/), 'Not Verified');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Created successfully')).toBeInTheDocument();
    expect(api.calls['/employee/create']).toEqual([
      {
        staffId: 'ST-900',
        status: 8,
        name: 'Chidi Okeke',
        sex: 'm',
        dob: day('1980-04-12'),
        phone: '08031234567',
        nationalityId: NATIONALITIES[1].id,
        lgaId: LGAS[1].id,
        departmentId: makeDepartment(1).id,
        position: 'Accountant II',
        salaryGradeLevel: 8,
        appointmentDate: day('2010-01-04'),
        firstPromotionDate: null,
        lastPromotionDate: null,
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
  });

  it("shows the server's refusal of a staff id in use under the Staff ID field, with the focus there (issue 31)", async () => {
    const api = fakeHrApi({ employees: [makeEmployee(1, { staffId: 'TAKEN' })] });
    const { user } = renderHr('/folder/employee/create', clerk, api);
    await screen.findByRole('option', { name: 'Nigerian' });
    await user.type(screen.getByLabelText(/^Name/), 'Ada Obi');
    await user.selectOptions(screen.getByLabelText(/^Sex/), 'Female');
    await user.type(screen.getByLabelText(/^Date of Birth/), '1990-01-01');
    await user.selectOptions(screen.getByLabelText(/^Nationality/), 'Ghanaian');
    await user.selectOptions(screen.getByLabelText(/^State of Origin/), 'Kano');
    await user.selectOptions(screen.getByLabelText(/^LGA/), 'Nassarawa');
    await user.type(screen.getByLabelText(/^Staff ID/), 'TAKEN');
    await user.selectOptions(screen.getByLabelText(/^Department/), 'Department 1');
    await user.type(screen.getByLabelText(/^Salary Grade Level/), '7');
    await user.type(screen.getByLabelText(/^Appointment Date/), '2015-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^1 field needs fixing\.$/);
    const staffId = screen.getByLabelText(/^Staff ID/);
    expect(staffId).toHaveAccessibleErrorMessage('Staff ID TAKEN is already in use.');
    await waitFor(() => expect(staffId).toHaveFocus());
  });
});
