import { newId } from '../../core/ids';
import type { Customer, Plan, Subscription, VoucherBatch } from '@console/api/contract';
import type { TestApp } from '../../testing/test-app';
import { makeInstantPlan, makeLocation, makePrepaidPlan, makeSalePoint } from './internet-fixtures';

/** Subscribers and their plans made through the API, like the other internet fixtures. */

let counter = 0;

/** A valid individual subscriber's create body at `locationId`, its name and network username unique. */
export function customerBody(locationId: unknown, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const n = (++counter).toString(36);
  return {
    type: 1,
    firstName: 'Ada',
    lastName: `Obi${n}`,
    phone: '08031234567',
    locationId,
    username: `ada.${n}`,
    password: 'net-password-1',
    ...overrides,
  };
}

export async function makeCustomer(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Customer> {
  const body = customerBody(overrides.locationId ?? (await makeLocation(t)).id, overrides);
  const result = await t.call('/services/internet/customer/create', body, await t.adminToken());
  if (result.status !== 200) throw new Error(`customer fixture failed: ${JSON.stringify(result.body)}`);
  return result.body.data.customer;
}

/** A prepaid plan offered at the customer's location. */
export async function planAt(t: TestApp, customer: Customer, overrides: Record<string, unknown> = {}): Promise<Plan> {
  return makePrepaidPlan(t, { locationPlans: [{ location: { id: customer.locationId } }], ...overrides });
}

/** How a test's sale is paid: cash, with a key of its own (docs/money.md). */
export const paidInCash = () => ({ method: 'cash', idempotencyKey: newId() });

export async function sell(t: TestApp, customer: Customer, plan: Plan, start?: number): Promise<Subscription> {
  const result = await t.call(
    '/services/internet/customer/plan/create',
    { customerId: customer.id, planId: plan.id, start, ...paidInCash() },
    await t.adminToken(),
  );
  if (result.status !== 200) throw new Error(`subscription fixture failed: ${JSON.stringify(result.body)}`);
  return result.body.data.subscription;
}

/** A batch of `count` vouchers of a new instant-access plan (`plan` overrides) at a new sale point. */
export async function makeVoucherBatch(t: TestApp, count: number, pinLength: number, plan: Record<string, unknown> = {}): Promise<VoucherBatch> {
  const shop = await makeSalePoint(t);
  const made = await makeInstantPlan(t, { salePointPlans: [{ salePoint: { id: shop.id } }], ...plan });
  const result = await t.call(
    '/services/internet/voucher/batch/create',
    { planId: made.id, salePointId: shop.id, count, pinLength },
    await t.adminToken(),
  );
  if (result.status !== 200) throw new Error(`voucher batch fixture failed: ${JSON.stringify(result.body)}`);
  return result.body.data.batch;
}

/** The voucher of `batch` with that serial, with its PIN as stored. */
export const voucherOf = (t: TestApp, batch: VoucherBatch, serial: number) =>
  t.db.selectFrom('vouchers').select(['id', 'pin']).where('batchId', '=', batch.id).where('serial', '=', serial).executeTakeFirstOrThrow();

/** Vouchers first used in [from, to), counted from the vouchers themselves: what the kept counts must equal. */
export async function countActivated(t: TestApp, from: number, to: number): Promise<number> {
  const row = await t.db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('activatedAt', '>=', from)
    .where('activatedAt', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
