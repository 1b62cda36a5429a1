import { randomInt } from 'node:crypto';
import { countRows, describeAsAdmin } from '../../testing/test-app';
import { customerBody, makeCustomer, makeVoucherBatch, voucherOf } from './customers-fixtures';
import { API, makeInstantPlan, makeSalePoint } from './internet-fixtures';
import { randomPins, uniquePins, type PinDraw } from './voucher-pins';

// The batch route's draw, scriptable: a real draw is a 1 in 10^8 chance of meeting a given login.
jest.mock('./voucher-pins', () => {
  const actual: typeof import('./voucher-pins') = jest.requireActual('./voucher-pins');
  return { ...actual, uniquePins: jest.fn(actual.uniquePins) };
});
const realUniquePins: typeof uniquePins = jest.requireActual('./voucher-pins').uniquePins;

const taken = (login: string) => `The network username ${login} is already taken.`;

describeAsAdmin('internet: subscriber logins and voucher PINs are one namespace', (s) => {
  it("refuses a new subscriber or a rename to a voucher's PIN, whatever its state, as a taken login, storing nothing", async () => {
    const batch = await makeVoucherBatch(s.t, 2, 8);
    const unused = await voucherOf(s.t, batch, 1);
    const revoked = await voucherOf(s.t, batch, 2);
    expect((await s.t.call(`${API}/voucher/revoke`, { id: revoked.id, reason: 'Lost by the shop' }, s.admin)).status).toBe(200);
    const other = await makeCustomer(s.t);
    const customers = await countRows(s.t.db, 'customers');

    for (const { pin } of [unused, revoked]) {
      const created = await s.t.call(`${API}/customer/create`, customerBody(other.locationId, { username: pin }), s.admin);
      // Word for word a subscriber's taken login: the answer does not tell a PIN from a login.
      expect([created.status, created.body.message, created.body.data]).toEqual([409, taken(pin), { errors: { username: taken(pin) } }]);
      const renamed = await s.t.call(`${API}/customer/update`, { ...other, username: pin, password: '' }, s.admin);
      expect([renamed.status, renamed.body.data]).toEqual([409, { errors: { username: taken(pin) } }]);
    }
    expect(await countRows(s.t.db, 'customers')).toBe(customers);
    const kept = await s.t.call(`${API}/customer`, { id: other.id }, s.admin);
    expect(kept.body.data.customer).toEqual(other);
  });

  it("draws a batch's PINs again where one is a subscriber's login", async () => {
    const login = String(randomInt(10_000_000, 100_000_000));
    await makeCustomer(s.t, { username: login });
    // The first draw holds the login; the redraw is the real one.
    const scripted: PinDraw = (count, length, prefix, avoid) => [login, ...randomPins(count - 1, length, prefix, new Set([...avoid, login]))];
    let draws = 0;
    jest
      .mocked(uniquePins)
      .mockImplementationOnce((tx, count, length, prefix) =>
        realUniquePins(tx, count, length, prefix, (...args) => (draws++ === 0 ? scripted : randomPins)(...args)),
      );
    const shop = await makeSalePoint(s.t);
    const plan = await makeInstantPlan(s.t, { salePointPlans: [{ salePoint: { id: shop.id } }] });
    const made = await s.t.call(`${API}/voucher/batch/create`, { planId: plan.id, salePointId: shop.id, count: 20, pinLength: 8 }, s.admin);
    expect(made.status).toBe(200);
    expect(draws).toBe(2);
    const pins = await s.t.db.selectFrom('vouchers').select('pin').where('batchId', '=', made.body.data.batch.id).execute();
    expect(pins).toHaveLength(20);
    expect(pins.map((row) => row.pin)).not.toContain(login);
  });
});
