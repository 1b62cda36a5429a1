import {
  statementCalls,
  voucherBatchCalls,
  voucherCalls,
  type SalePointStatement,
  type Voucher,
  type VoucherBatch,
  type VoucherCardSettings,
} from '@console/api';
import { server } from '@console/testing';
import { fail, ok, oneOr404 } from '@console/testing/mock-api';
import { T0, pageOf, recordedCalls, rowId, stamped } from './recorded-calls';
import type { Store } from './internet-mock-handlers';

/** As the server masks a PIN for a user without permission 133: not one digit shows. */
const masked = (pin: string) => '•'.repeat(pin.length);

/**
 * Voucher and statement calls over the internet store's Hourly plan sold at the Kiosk, as the real
 * server answers them (server/src/areas/internet/voucher-*.ts, statements.ts); used beside
 * `mockInternetApi()`. The server masks PINs by the caller's permissions, which a mock cannot see:
 * `showPins` says whether the signed-in test user holds the print permission.
 */
export function mockVouchersApi(internet: Store, { showPins = true } = {}) {
  const hourly = internet.plans.find((p) => p.type === 2)!;
  const [kiosk] = internet.salePoints;
  const batchOf = (n: number, count: number, pinLength: number, prefix: string): VoucherBatch =>
    stamped({
      id: rowId('vb', n),
      number: n,
      plan: { id: hourly.id, name: hourly.name },
      salePoint: { id: kiosk.id, name: kiosk.name },
      count,
      pinLength,
      prefix,
      amount: hourly.amount,
      contractValue: hourly.contractValue ?? -1,
      validity: hourly.validity,
      uptime: hourly.uptime ?? 0,
      createdBy: 'admin@example.com',
      activated: 0,
      revoked: 0,
    });
  const MB = 1_048_576;
  const voucherOf = (batch: VoucherBatch, serial: number, state: Voucher['state'] = 'unused'): Voucher => ({
    id: rowId(`v${batch.number}`, serial),
    batchId: batch.id,
    batchNumber: batch.number,
    serial,
    pin: `${batch.prefix}${String(serial).repeat(batch.pinLength)}`.slice(0, batch.prefix.length + batch.pinLength),
    state,
    plan: batch.plan,
    salePoint: batch.salePoint,
    activatedAt: state === 'active' ? T0 + 3600 : null,
    expiresAt: state === 'active' ? T0 + 3600 + 86_400 : null,
    revokedAt: null,
    // The voucher in use has counted 300 MB of its plan's 1 GB a day.
    quota:
      state === 'active'
        ? {
            totalMb: 1024,
            downloadMb: 0,
            uploadMb: 0,
            reset: 'daily',
            action: 'refuse',
            downloadBytes: 250 * MB,
            uploadBytes: 50 * MB,
            leftBytes: 724 * MB,
            reached: false,
          }
        : null,
  });
  // One batch of three: unused, unused, and one in use, so the sheet has something to leave off.
  const first = { ...batchOf(1, 3, 12, ''), activated: 1 };
  const store = {
    batches: [first],
    vouchers: [voucherOf(first, 1), voucherOf(first, 2), voucherOf(first, 3, 'active')],
    // What the server's ISP_NAME, ISP_LOGO_FILE and HOTSPOT_LOGIN_URL put on every card.
    card: { ispName: 'Ọ̀yọ́ Net', logo: 'data:image/png;base64,iVBORw0KGgo=', loginUrl: 'http://hotspot.oyo.example/login' } as VoucherCardSettings,
    statement: {
      salePoint: { id: kiosk.id, name: kiosk.name },
      from: 0,
      to: 0,
      issued: 3,
      activated: 1,
      revoked: 0,
      owed: 150.5,
      lines: [{ plan: { id: hourly.id, name: hourly.name }, issued: 3, activated: 1, revoked: 0, contractValue: 150.5, owed: 150.5 }],
    } as SalePointStatement,
  };
  const shown = (voucher: Voucher) => (showPins ? voucher : { ...voucher, pin: masked(voucher.pin) });
  const findBatch = (id: string) => store.batches.find((b) => b.id === id);
  const { on, callsTo } = recordedCalls();
  const handlers = [
    on(voucherBatchCalls.list, (body) => ok({ batches: pageOf(store.batches, body), size: store.batches.length })),
    on(voucherBatchCalls.read, (body) => oneOr404(store.batches, body.id, 'batch', 'Voucher batch')),
    on(voucherBatchCalls.create, (body) => {
      const batch = batchOf(store.batches.length + 1, body.count, body.pinLength, body.prefix);
      store.batches.unshift(batch);
      for (let serial = 1; serial <= batch.count; serial++) store.vouchers.push(voucherOf(batch, serial));
      return ok({ batch }, 'Created successfully');
    }),
    on(voucherCalls.list, (body) => {
      const rows = store.vouchers.filter((v) => body.criteria?.batchId === undefined || v.batchId === body.criteria.batchId);
      return ok({ vouchers: pageOf(rows, body).map(shown), size: rows.length });
    }),
    on(voucherCalls.revoke, (body) => {
      const voucher = store.vouchers.find((v) => v.id === body.id)!;
      if (voucher.state === 'revoked') return fail(409, 'This voucher is already revoked.');
      Object.assign(voucher, { state: 'revoked', revokedAt: T0 + 7200 });
      findBatch(voucher.batchId)!.revoked += 1;
      return ok({ voucher: shown(voucher), disconnects: [] }, 'Revoked successfully');
    }),
    on(voucherBatchCalls.revoke, (body) => {
      const batch = findBatch(body.id)!;
      for (const v of store.vouchers)
        if (v.batchId === batch.id && v.state !== 'revoked') Object.assign(v, { state: 'revoked', revokedAt: T0 + 7200 });
      batch.revoked = batch.count;
      return ok({ batch, disconnects: [] }, 'Revoked successfully');
    }),
    on(voucherBatchCalls.sheet, (body) => {
      const batch = findBatch(body.id);
      return batch
        ? ok({ batch, vouchers: store.vouchers.filter((v) => v.batchId === batch.id), card: store.card })
        : fail(404, 'Voucher batch not found.');
    }),
    on(voucherBatchCalls.export.link, (body) => ok({ url: `/api${voucherBatchCalls.export.download.path}?id=${body.id}&signature=s` })),
    on(statementCalls.read, (body) => ok({ ...store.statement, from: body.from, to: body.to })),
    on(statementCalls.export.link, (body) =>
      ok({ url: `/api${statementCalls.export.download.path}?salePointId=${body.salePointId}&from=${body.from}&to=${body.to}&signature=s` }),
    ),
  ];
  server.use(...handlers);
  return { store, callsTo };
}
