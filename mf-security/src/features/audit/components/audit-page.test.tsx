import { auditCalls, P, type AuditEntry } from '@console/api';
import { describeChanges, formatDate, formatTime } from '@console/ui';
import { ok, sessionWith } from '@console/testing';
import { fakeApi } from '@console/testing/mock-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CREATED } from '../../../testing/fake-security-api';
import { renderSecurity } from '../../../testing/render-security';

const { on } = fakeApi();

const XSS = '<img src=x onerror=alert(1)>';

function entry(n: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `0190bbbb-0000-7000-8000-${String(n).padStart(12, '0')}`,
    at: CREATED,
    actorId: 'u1',
    actor: 'admin@example.com',
    action: 'update',
    entity: 'Location',
    entityId: `loc-${n}`,
    changes: { name: { before: 'Lagos', after: `Ikeja ${n}` } },
    detail: null,
    address: '127.0.0.1',
    name: `Ikeja ${n}`,
    link: `/internet/locations/loc-${n}`,
    ...overrides,
  };
}

/** The /audit call over `entries`, recording each request body. */
function auditApi(entries: AuditEntry[]) {
  const calls: Array<Record<string, any>> = [];
  const handlers = [
    on(auditCalls.list, (body) => {
      calls.push(body);
      const page = entries.slice(body.offset, body.offset + body.limit);
      return ok({ entries: page, size: entries.length });
    }),
  ];
  return { calls, handlers } as unknown as Parameters<typeof renderSecurity>[2] & { calls: typeof calls };
}

describe('Audit trail', () => {
  it('lists who did what, newest first, ten to a page, with the changes as text', async () => {
    const entries = Array.from({ length: 12 }, (_, i) => entry(i + 1));
    entries[0] = entry(1, { action: 'create', entity: 'Plan', changes: { name: { before: null, after: XSS } } });
    entries[1] = entry(2, { action: 'update', entity: 'User', changes: { password: '[redacted]' } });
    entries[2] = entry(3, {
      action: 'sign-in-failed',
      entity: 'Session',
      entityId: null,
      changes: null,
      detail: 'Wrong password',
      actor: 'eve@example.com',
    });
    const api = auditApi(entries);
    renderSecurity('/security/audit', sessionWith(P.VIEW_AUDIT), api);

    expect(await screen.findByRole('heading', { name: 'Audit trail' })).toBeInTheDocument();
    await screen.findByText(`Name: ${XSS}`);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['When', 'User', 'What', 'Changes']);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText(/^1-10 of \d+$/)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    const failed = screen.getByRole('row', { name: /eve@example.com/ });
    expect(within(failed).getByText('Failed sign-in')).toBeInTheDocument();
    expect(within(failed).getByText('Wrong password')).toBeInTheDocument();
    expect(screen.getByText('Password: [redacted]')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(api.calls[0]).toEqual({ offset: 0, limit: 10, criteria: {} });
  });

  it('filters by user, entity or the day', async () => {
    const api = auditApi([entry(1)]);
    const { user } = renderSecurity('/security/audit', sessionWith(P.VIEW_AUDIT), api);
    await screen.findByText('Name: Lagos → Ikeja 1');

    await user.type(screen.getByRole('textbox', { name: 'User' }), 'admin');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls.at(-1)).toEqual({ offset: 0, limit: 10, criteria: { actor: 'admin' } }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by' }), 'Entity');
    await user.type(screen.getByRole('textbox', { name: 'Entity' }), 'plan');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls.at(-1)).toEqual({ offset: 0, limit: 10, criteria: { entity: 'plan' } }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by' }), 'Date');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2024-03-15' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const midnight = new Date(2024, 2, 15).getTime() / 1000;
    await waitFor(() => expect(api.calls.at(-1)).toEqual({ offset: 0, limit: 10, criteria: { date: midnight } }));
  });

  it('is closed to users without the audit permission', async () => {
    const api = auditApi([entry(1)]);
    renderSecurity('/security/audit', sessionWith(P.VIEW_USERS), api);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('describes creates by their new values, deletes by their old ones', () => {
    const changes = { code: { before: null, after: 'LAG' } };
    expect(describeChanges(entry(1, { action: 'create', changes }))).toBe('Code: LAG');
    expect(describeChanges(entry(1, { action: 'delete', changes: { code: { before: 'LAG', after: null } } }))).toBe('Code: LAG');
    expect(describeChanges(entry(1, { changes: { days: { before: [1], after: [1, 2] } } }))).toBe('Days: Mon → Mon, Tue');
  });

  it('shows readable field names, dates, statuses and money instead of raw values', () => {
    const employee = entry(1, {
      entity: 'Employee',
      changes: {
        status: { before: 0, after: 1 },
        lastPromotionDate: { before: 1704067200, after: null },
        salaryGradeLevel: { before: 8, after: 9 },
        updated: { before: 1, after: 2 },
        departmentId: { before: 'd1', after: 'd2' },
        staffId: { before: 'ST-1', after: 'ST-2' },
      },
    });
    expect(describeChanges(employee)).toBe(
      'Status: Active → Retired; Last promotion date: 01/01/2024 → —; Salary grade level: 8 → 9; Staff ID: ST-1 → ST-2',
    );
    expect(describeChanges(entry(2, { entity: 'Plan', action: 'create', changes: { amountKobo: { before: null, after: 150000 } } }))).toBe(
      'Amount: N1,500.00',
    );
  });

  it('fits the screen: four columns whose text wraps, dates as dates, changes as field: old → new (issue 31)', async () => {
    const long = 'x'.repeat(300);
    const entries = [
      entry(1, {
        entity: 'Customer plan',
        action: 'create',
        changes: { plan: { before: null, after: { id: 'p1', name: 'Home 10GB' } }, end: { before: null, after: 1_800_868_820 } },
        name: 'Plans of Ada Obi',
        link: '/internet/customers/c1?tab=plans',
      }),
      entry(2, { changes: { name: { before: 'Lagos', after: long } } }),
    ];
    renderSecurity('/security/audit', sessionWith(P.VIEW_AUDIT), auditApi(entries));
    const sale = await screen.findByRole('row', { name: /Plans of Ada Obi/ });
    expect(within(sale).getByRole('link', { name: 'Plans of Ada Obi' })).toHaveAttribute('href', '/internet/customers/c1?tab=plans');
    expect(within(sale).getByText(`Plan: Home 10GB; End: ${formatDate(1_800_868_820)} ${formatTime(1_800_868_820)}`)).toBeInTheDocument();
    expect(within(sale).getByText(`${formatDate(CREATED)} ${formatTime(CREATED)}`)).toBeInTheDocument();
    expect(sale.textContent).not.toMatch(/1,800,868,820|[{}"]/);
    // The address sits with the user who acted, the record with what was done to it.
    expect(within(sale).getByText('127.0.0.1')).toBeInTheDocument();
    expect(within(sale).getByText('Created')).toBeInTheDocument();
    // A long change wraps inside its column (anywhere, even within a word) instead of widening the table.
    const changes = screen.getByText(`Name: Lagos → ${long}`);
    expect(getComputedStyle(changes).whiteSpace).toBe('normal');
    expect(getComputedStyle(changes).overflowWrap).toBe('anywhere');
  });

  it("names each line's record and links to its page; a deleted record is named without a link", async () => {
    const entries = [
      entry(1, { entity: 'Employee', entityId: 'e1', name: 'Ngozi Eze (ST-1)', link: '/folder/employee/e1' }),
      entry(2, { action: 'delete', entity: 'Department', entityId: 'd1', name: 'Short-lived', link: null }),
    ];
    renderSecurity('/security/audit', sessionWith(P.VIEW_AUDIT), auditApi(entries));
    const link = await screen.findByRole('link', { name: 'Ngozi Eze (ST-1)' });
    expect(link).toHaveAttribute('href', '/folder/employee/e1');
    const deleted = screen.getByRole('row', { name: /Short-lived/ });
    expect(within(deleted).queryByRole('link')).toBeNull();
    expect(within(deleted).queryByText('d1')).toBeNull();
  });
});
