import { P, type AuditEntry } from '@console/api';
import { sessionWith, cellTexts } from '@console/testing';
import { screen, within } from '@testing-library/react';
import { UPDATED, day, fakeHrApi, makeEmployee } from '../../../testing/fake-hr-api';
import { renderHr } from '../../../testing/render-hr';

const promotion = (n: number, date: string, level: number) => ({
  id: `0190bbbb-0005-7000-8000-${String(n).padStart(12, '0')}`,
  employeeId: '',
  promotionDate: day(date),
  salaryGradeLevel: level,
  designation: `Level ${level} Officer`,
  remark: '',
  previousSalaryGradeLevel: level - 1,
  previousDesignation: 'Officer',
  createdBy: 'ada@example.com',
  created: UPDATED,
  voided: null,
  voidedBy: null,
  voidReason: null,
});

function renderWith(session: ReturnType<typeof sessionWith>, history: AuditEntry[] = []) {
  const employee = makeEmployee(7, {
    name: 'Ngozi Adeyemi',
    status: 0,
    scheduledStatus: { status: 1, effectiveDate: day('2030-12-01') },
    promotions: [promotion(2, '2019-01-01', 10), promotion(1, '2016-01-01', 9)],
    statusHistory: [
      {
        id: '0190bbbb-0006-7000-8000-000000000001',
        previousStatus: 0,
        status: 1,
        effectiveDate: day('2030-12-01'),
        reason: 'Retires',
        createdBy: 'ada@example.com',
        created: UPDATED,
        voided: null,
        voidedBy: null,
        voidReason: null,
        scheduled: true,
      },
    ],
  });
  const api = fakeHrApi({ employees: [employee], history });
  return { employee, api, ...renderHr(`/folder/employee/${employee.id}`, session, api) };
}

const cells = (row: HTMLElement) => cellTexts(row);

describe('Employee histories', () => {
  it('voids a promotion with a reason: the row stays, struck through, with the reason; Cancel leaves it counting', async () => {
    const { api, user, employee } = renderWith(sessionWith(P.VIEW_EMPLOYEES, P.ADD_PROMOTION));
    const voidLatest = await screen.findByRole('button', { name: 'Void promotion of 01/01/2019 to SGL 10' });

    await user.click(voidLatest);
    let dialog = await screen.findByRole('dialog', { name: 'Void promotion' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Typed in error');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls['/employee/promotion/void']).toBeUndefined();

    await user.click(voidLatest);
    dialog = await screen.findByRole('dialog', { name: 'Void promotion' });
    // No reason: refused in the form, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await within(dialog).findByText(/fields? needs? fixing/)).toBeInTheDocument();
    expect(api.calls['/employee/promotion/void']).toBeUndefined();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Entered for the wrong person');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));

    expect(await screen.findByText('The promotion of 01/01/2019 to SGL 10 was voided.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls['/employee/promotion/void']).toEqual([
      { employeeId: employee.id, entryId: employee.promotions[0].id, reason: 'Entered for the wrong person' },
    ]);
    const row = await screen.findByRole('row', { name: /Level 10 Officer/ });
    expect(within(row).getByText('Level 10 Officer').closest('s')).not.toBeNull();
    expect(within(row).getByText('Entered for the wrong person (ada@example.com, 15/03/2024)')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Void/ })).not.toBeInTheDocument();
    // The other promotion still counts and can still be voided.
    const other = screen.getByRole('row', { name: /Level 9 Officer/ });
    expect(within(other).getByText('Level 9 Officer').closest('s')).toBeNull();
  });

  it('shows a status dated after today as scheduled, in the job data and the history', async () => {
    renderWith(sessionWith(P.VIEW_EMPLOYEES));
    expect(await screen.findByText('Active (Retired from 01/12/2030)')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Retires/ });
    expect(cells(row)).toEqual(['01/12/2030', 'Active', 'Retired', 'Retires', 'ada@example.com', '15/03/2024', 'Scheduled']);
    // Voiding needs the status permission; without it there is no button.
    expect(screen.queryByRole('button', { name: /Void/ })).not.toBeInTheDocument();
  });

  it('opens the History tab with the audit lines of the employee, readable', async () => {
    const { api, user, employee } = renderWith(sessionWith(P.VIEW_EMPLOYEES), []);
    const line = (n: number, overrides: Partial<AuditEntry>): AuditEntry => ({
      id: `0190bbbb-0007-7000-8000-${String(n).padStart(12, '0')}`,
      at: UPDATED,
      actorId: 'u1',
      actor: 'ada@example.com',
      action: 'update',
      entity: 'Employee',
      entityId: employee.id,
      changes: null,
      detail: null,
      address: null,
      name: 'Ngozi Adeyemi (ST-7)',
      link: `/folder/employee/${employee.id}`,
      ...overrides,
    });
    api.db.history.push(
      line(2, { entity: 'Promotion', changes: { voidReason: { before: null, after: 'Typed in error' } } }),
      line(1, { changes: { status: { before: 0, after: 4 }, lastPromotionDate: { before: day('2019-01-01'), after: day('2016-01-01') } } }),
    );
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const table = await screen.findByRole('table', { name: 'History' });
    const rows = within(table).getAllByRole('row').slice(1).map(cells);
    expect(rows).toEqual([
      ['15/03/2024 10:00:00', 'ada@example.com', 'Promotion updated', 'Void reason: — → Typed in error'],
      ['15/03/2024 10:00:00', 'ada@example.com', 'Updated', 'Status: Active → On Leave of Absence; Last promotion date: 01/01/2019 → 01/01/2016'],
    ]);
    expect(api.calls['/audit/record/employee']).toEqual([{ id: employee.id, offset: 0, limit: 10 }]);
    // Back on Details, the record is there again.
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect(await screen.findByText('Ngozi Adeyemi')).toBeInTheDocument();
  });
});
