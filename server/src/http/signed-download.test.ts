import { P } from '@console/api/contract';
import { newId } from '../core/ids';
import { describeEachDatabase } from '../testing/test-app';

// A correctly signed link whose parameters the download no longer accepts (a link signed before a
// schema change, or by a signer bug) answers 400 with the parameter named, like any other bad input.
const downloads: Array<{ path: string; permission: number; params: Record<string, string>; field: string }> = [
  { path: '/api/employee/export', permission: P.EXPORT_EMPLOYEES, params: { format: 'pdf' }, field: 'format' },
  { path: '/api/dashboard/export', permission: P.VIEW_DASHBOARD_FIGURES, params: { list: 'everyone' }, field: 'list' },
  { path: '/api/services/internet/usage/export', permission: P.VIEW_SESSIONS, params: { group: 'nas', from: '0', to: '60' }, field: 'group' },
  { path: '/api/services/internet/usage/export', permission: P.VIEW_SESSIONS, params: { group: 'plan', from: '60', to: '0' }, field: 'to' },
  { path: '/api/services/internet/voucher/batch/export', permission: P.PRINT_VOUCHERS, params: { id: '' }, field: 'id' },
  {
    path: '/api/services/internet/voucher/statement/export',
    permission: P.VIEW_SALE_POINT_STATEMENTS,
    params: { salePointId: newId(), from: '60', to: '0' },
    field: 'to',
  },
];

describeEachDatabase('signed downloads', (testApp) => {
  it.each(downloads)('$path answers 400 naming a bad signed $field', async ({ path, permission, params, field }) => {
    const t = testApp();
    const user = await t.userWith([permission]);
    const url = t.app.deps.signer.forUser(user.userId).sign(path, params);
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().data.errors)).toEqual([field]);
  });
});
