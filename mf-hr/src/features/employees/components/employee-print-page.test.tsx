import { P } from '@console/api';
import { currentLocation, sessionWith } from '@console/testing';
import { screen, within } from '@testing-library/react';
import { day, fakeHrApi, makeEmployee } from '../../../testing/fake-hr-api';
import { renderHr } from '../../../testing/render-hr';

const PHOTO = '/api/employee/photo?file=a.jpg&expires=1&signature=s';

describe('Printable employee record', () => {
  it('opens from Print on the details page and shows the record with its photo, data and histories', async () => {
    const employee = makeEmployee(7, {
      name: 'Ngozi Adeyemi',
      photo: PHOTO,
      status: 4,
      promotions: [
        {
          id: 'p1',
          employeeId: 'e',
          promotionDate: day('2015-06-01'),
          salaryGradeLevel: 9,
          designation: 'Accountant I',
          remark: 'Merit',
          previousSalaryGradeLevel: 8,
          previousDesignation: 'Accountant II',
          createdBy: 'admin',
          created: 1,
          voided: null,
          voidedBy: null,
          voidReason: null,
        },
        {
          id: 'p0',
          employeeId: 'e',
          promotionDate: day('2014-06-01'),
          salaryGradeLevel: 10,
          designation: 'Entered by mistake',
          remark: '',
          previousSalaryGradeLevel: 8,
          previousDesignation: 'Accountant II',
          createdBy: 'admin',
          created: 1,
          voided: 2,
          voidedBy: 'admin',
          voidReason: 'Wrong employee',
        },
      ],
    });
    const { user } = renderHr(`/folder/employee/${employee.id}`, sessionWith(P.VIEW_EMPLOYEES), fakeHrApi({ employees: [employee] }));
    await user.click(await screen.findByRole('link', { name: 'Print' }));
    expect(currentLocation()).toBe(`/folder/employee/${employee.id}/print`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Ngozi Adeyemi' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Ngozi Adeyemi' })).toHaveAttribute('src', PHOTO);
    expect(screen.getByText(`Staff ID ${employee.staffId} · Department 1`)).toBeInTheDocument();
    const facts = (title: string) =>
      within(screen.getByRole('heading', { name: title }).parentElement as HTMLElement)
        .getAllByRole('row')
        .map((row) => row.textContent);
    expect(facts('Personal Data')).toEqual(expect.arrayContaining(['Date of Birth12/04/1980', 'LGAIkeja, Lagos', 'NationalityNigerian']));
    expect(facts('Job Data')).toEqual(expect.arrayContaining(['StatusOn Leave of Absence', 'Appointment Date04/01/2010', 'First Promotion—']));
    expect(facts('Promotions')).toEqual(['DateSGLDesignationPrevious SGLRemark', '01/06/20159Accountant I8Merit']);
    expect(screen.getByText('No status changes.')).toBeInTheDocument();
  });

  it('prints from its Print button, with print rules that keep only the record', async () => {
    const employee = makeEmployee(3);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderHr(`/folder/employee/${employee.id}/print`, sessionWith(P.VIEW_EMPLOYEES), fakeHrApi({ employees: [employee] }));
    expect(await screen.findByText('No photo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const rules = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('');
    expect(rules).toContain('@media print');
    expect(document.getElementById('employee-record')).toContainElement(screen.getByRole('heading', { name: employee.name }));
    expect(document.getElementById('employee-record')).not.toContainElement(screen.getByRole('button', { name: 'Print' }));
  });
});
