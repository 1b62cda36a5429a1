import { usageCalls, type CustomerUsage, type NasUsage, type UsageQuota } from '@console/api';
import { server } from '@console/testing';
import { ok } from '@console/testing/mock-api';
import { recordedCalls } from './recorded-calls';

const GIB = 2 ** 30;
const DAYS = ['2026-11-01', '2026-11-02', '2026-11-03'];

/**
 * Usage calls as the server answers them: three days of a plan (one without sessions) and of a NAS;
 * `quota` the plan's (none by default), `empty` a period without a session.
 */
export function mockUsageApi({ quota = null, empty = false }: { quota?: UsageQuota; empty?: boolean } = {}) {
  const figures = empty ? [0, 0, 0] : [2 * GIB, 0, 3 * GIB];
  const days = DAYS.map((day, i) => ({
    day,
    sessions: figures[i] ? 1 : 0,
    users: figures[i] ? 1 : 0,
    bytesIn: figures[i] / 4,
    bytesOut: figures[i],
  }));
  let download = 0;
  let upload = 0;
  const customer: CustomerUsage = {
    from: DAYS[0],
    to: DAYS[2],
    today: DAYS[2],
    plan: { name: 'Home 30', start: DAYS[0], end: DAYS[2] },
    quota,
    days: days.map((d) => {
      [download, upload] = [download + d.bytesOut, upload + d.bytesIn];
      return { ...d, counted: quota ? { download, upload } : null };
    }),
    total: { sessions: empty ? 0 : 2, users: empty ? 0 : 1, bytesIn: upload, bytesOut: download },
  };
  const nas: NasUsage = {
    nas: { id: 'nas-1', nasname: '10.0.0.1', shortname: 'hq-router' },
    from: DAYS[0],
    to: DAYS[2],
    days: days.map((d) => ({ ...d, users: d.users * 3 })),
    total: { sessions: empty ? 0 : 2, users: empty ? 0 : 4, bytesIn: upload, bytesOut: download },
  };
  const { on, callsTo } = recordedCalls();
  server.use(
    on(usageCalls.ofCustomer, () => ok(customer)),
    on(usageCalls.ofNas, (body) => ok({ ...nas, nas: { ...nas.nas, id: body.id } })),
    on(usageCalls.customerExport.link, (body) =>
      ok({ url: `/api${usageCalls.customerExport.download.path}?id=${body.id}&format=${body.format}&signature=x` }),
    ),
    on(usageCalls.nasExport.link, (body) => ok({ url: `/api${usageCalls.nasExport.download.path}?id=${body.id}&format=${body.format}&signature=x` })),
  );
  return { callsTo };
}
