import { P } from '@console/api';
import { sessionWith } from '@console/testing';
import { screen, within } from '@testing-library/react';
import { RULES, fakeHrApi, makeEmployee } from '../../../testing/fake-hr-api';
import { renderHr } from '../../../testing/render-hr';

// An installation with its own grade levels (HR_GRADE_LEVEL_MIN=3, HR_GRADE_LEVEL_MAX=20), as the server answers them.
const rules = { ...RULES, gradeLevel: { min: 3, max: 20 } };
const clerk = sessionWith(P.VIEW_EMPLOYEES, P.CREATE_EMPLOYEE, P.ADD_PROMOTION);

describe("The employee forms follow the installation's rules from the server", () => {
  it('the list offers the grade levels the server takes, not a fixed 17', async () => {
    renderHr('/folder/employee/all', clerk, fakeHrApi({ employees: [makeEmployee(1)], rules }));
    const grade = await screen.findByRole('combobox', { name: 'Grade level' });
    await within(grade).findByRole('option', { name: 'GL 20' });
    const levels = within(grade)
      .getAllByRole('option')
      .map((option) => option.textContent)
      .filter((text) => text?.startsWith('GL'));
    expect(levels).toEqual(Array.from({ length: 18 }, (_, index) => `GL ${String(index + 3).padStart(2, '0')}`));
  });

  it('Create Employee refuses a grade level below the range and takes one above the default 17', async () => {
    const { user } = renderHr('/folder/employee/create', clerk, fakeHrApi({ rules }));
    const grade = await screen.findByLabelText(/^Salary Grade Level/);
    expect(screen.getByText('From 3 to 20')).toBeInTheDocument();
    await user.type(grade, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(grade).toHaveAccessibleErrorMessage('A grade level from 3 to 20');
    await user.clear(grade);
    await user.type(grade, '20');
    await user.tab();
    expect(grade).not.toHaveAccessibleErrorMessage();
  });

  it('a promotion is held to the same range', async () => {
    const employee = makeEmployee(1);
    const { user } = renderHr(`/folder/employee/${employee.id}`, clerk, fakeHrApi({ employees: [employee], rules }));
    await user.click(await screen.findByRole('button', { name: 'Add Promotion' }));
    const grade = await screen.findByLabelText(/^New Salary Grade Level/);
    await user.type(grade, '21');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(grade).toHaveAccessibleErrorMessage('A grade level from 3 to 20');
  });
});
