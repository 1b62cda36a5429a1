import { P, type AuditEntry } from '@console/api';
import { sessionWith } from '@console/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { CREATED } from '../../../testing/fake-security-api';
import { renderSecurity } from '../../../testing/render-security';
import { describeChanges } from './audit-page';

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
    ...overrides,
  };
}

/** The /audit call over `entries`, recording each request body. */
function auditApi(entries: AuditEntry[]) {
  const calls: Array<Record<string, any>> = [];
  const handlers = [
    http.post('/api/audit', async ({ request }) => {
      const body = (await request.json()) as Record<string, any>;
      calls.push(body);
      const page = entries.slice(body.offset, body.offset + body.limit);
      return HttpResponse.json({ status: 200, message: 'OK', data: { entries: page, size: entries.length } });
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
    await screen.findByText(`name: ${XSS}`);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'When',
      'User',
      'Action',
      'Entity',
      'Record',
      'Changes',
      'Address',
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText(/^1-10 of \d+$/)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    const failed = screen.getByRole('row', { name: /eve@example.com/ });
    expect(within(failed).getByText('Failed sign-in')).toBeInTheDocument();
    expect(within(failed).getByText('Wrong password')).toBeInTheDocument();
    expect(screen.getByText('password: [redacted]')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(api.calls[0]).toEqual({ offset: 0, limit: 10, criteria: {} });
  });

  it('filters by user, entity or the day', async () => {
    const api = auditApi([entry(1)]);
    const { user } = renderSecurity('/security/audit', sessionWith(P.VIEW_AUDIT), api);
    await screen.findByText('Ikeja 1', { exact: false });

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
    expect(describeChanges(entry(1, { action: 'create', changes }))).toBe('code: LAG');
    expect(describeChanges(entry(1, { action: 'delete', changes: { code: { before: 'LAG', after: null } } }))).toBe('code: LAG');
    expect(describeChanges(entry(1, { changes: { days: { before: [1], after: [1, 2] } } }))).toBe('days: [1] → [1,2]');
  });
});
