import type { Customer, Plan, Subscription } from '@console/api/contract';
import type { TestApp } from '../../testing/test-app';
import { makeLocation, makePrepaidPlan } from './internet-fixtures';

/** Subscribers and their plans made through the API, like the other internet fixtures. */

let counter = 0;

export async function makeCustomer(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Customer> {
  const locationId = overrides.locationId ?? (await makeLocation(t)).id;
  const n = (++counter).toString(36);
  const body = {
    type: 1,
    firstName: 'Ada',
    lastName: `Obi${n}`,
    phone: '08031234567',
    locationId,
    username: `ada.${n}`,
    password: 'net-password-1',
    ...overrides,
  };
  const result = await t.call('/services/internet/customer/create', body, await t.adminToken());
  if (result.status !== 200) throw new Error(`customer fixture failed: ${JSON.stringify(result.body)}`);
  return result.body.data.customer;
}

/** A prepaid plan offered at the customer's location. */
export async function planAt(t: TestApp, customer: Customer, overrides: Record<string, unknown> = {}): Promise<Plan> {
  return makePrepaidPlan(t, { locationPlans: [{ location: { id: customer.locationId } }], ...overrides });
}

export async function sell(t: TestApp, customer: Customer, plan: Plan, start?: number): Promise<Subscription> {
  const result = await t.call('/services/internet/customer/plan/create', { customerId: customer.id, planId: plan.id, start }, await t.adminToken());
  if (result.status !== 200) throw new Error(`subscription fixture failed: ${JSON.stringify(result.body)}`);
  return result.body.data.subscription;
}
