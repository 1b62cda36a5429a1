import { P } from '@console/api';
import { currentLocation, sessionWith, cellTexts, expectNoWriteControls, confirmDelete } from '@console/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { UPDATED, fakeHrApi, makeDepartment } from '../../../testing/fake-hr-api';
import { renderHr } from '../../../testing/render-hr';

const head = sessionWith(P.VIEW_DEPARTMENTS, P.CREATE_DEPARTMENT, P.MODIFY_DEPARTMENT, P.DELETE_DEPARTMENT);

describe('Departments', () => {
  it('lists name, code, head and employee count, and filters', async () => {
    const api = fakeHrApi({
      departments: [
        makeDepartment(1, { name: 'Accounts', code: 'ACC', headOfDepartment: 'Bisi Ade', employeeCount: 4 }),
        makeDepartment(2, { name: 'Works' }),
      ],
    });
    const { user } = renderHr('/folder/department/all', head, api);
    const row = await screen.findByRole('row', { name: /Accounts/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Code',
      'Head of Department',
      'Employees',
      'Updated',
      'Actions',
    ]);
    expect(cellTexts(row).slice(0, 5)).toEqual(['Accounts', 'ACC', 'Bisi Ade', '4', '15/03/2024']);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'work{Enter}');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Accounts/ })).not.toBeInTheDocument());
    expect(api.calls['/employee/departments'].at(-1)).toEqual({ offset: 0, limit: 10, criteria: { name: 'work' } });
  });

  it("shows the server's refusal to delete a department with employees, and deletes an empty one", async () => {
    const api = fakeHrApi({ departments: [makeDepartment(1, { name: 'Accounts', employeeCount: 2 }), makeDepartment(2, { name: 'Works' })] });
    const { user } = renderHr('/folder/department/all', head, api);
    await user.click(await screen.findByRole('button', { name: 'Delete Accounts' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Accounts cannot be deleted: 2 employees belong to it.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('row', { name: /Accounts/ })).toBeInTheDocument();
    await confirmDelete(user, 'Works');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Works/ })).not.toBeInTheDocument());
  });

  it('creates a department and edits one with the stamp it was read at', async () => {
    const api = fakeHrApi({ departments: [makeDepartment(1, { name: 'Accounts', code: 'ACC' })] });
    const { user } = renderHr('/folder/department/all', head, api);
    await user.click(await screen.findByRole('link', { name: 'New Department' }));
    expect(currentLocation()).toBe('/folder/department/create');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/fields? needs? fixing/);
    await user.type(screen.getByLabelText(/^Name/), 'Legal');
    await user.type(screen.getByLabelText(/^Code/), 'leg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created successfully')).toBeInTheDocument();
    expect(api.calls['/department/create']).toEqual([{ name: 'Legal', code: 'leg' }]);

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(await screen.findByRole('link', { name: 'Edit Accounts' }));
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Accounts');
    await user.type(screen.getByLabelText(/^Head of Department/), 'Bisi Ade');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(api.calls['/department/update']).toEqual([
      { id: makeDepartment(1).id, updated: UPDATED, name: 'Accounts', code: 'ACC', headOfDepartment: 'Bisi Ade' },
    ]);
  });

  it('mirrors the permissions: a viewer sees no New button nor Actions', async () => {
    renderHr('/folder/department/all', sessionWith(P.VIEW_DEPARTMENTS), fakeHrApi());
    await screen.findByRole('row', { name: /Department 1/ });
    expectNoWriteControls('New Department');
  });
});
