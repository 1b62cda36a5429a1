import type { Location, Nas, Plan, Profile, SalePoint, Site } from '@console/api/contract';
import type { CallResult, TestApp } from '../../testing/test-app';

/** Test data made through the API itself, so every fixture has passed the same validation. */

let counter = 0;
const next = () => (++counter).toString(36);

async function ok<T>(result: Promise<CallResult<T>>): Promise<T> {
  const answer = await result;
  if (answer.status !== 200) throw new Error(`fixture call failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** Where the internet service's calls are, and an id no record has. */
export const API = '/services/internet';
export const UNKNOWN = '0190aaaa-bbbb-7ccc-8ddd-eeeeffff0000';

export const chars = (n: number, c = 'a') => c.repeat(n);

export async function makeLocation(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Location> {
  const token = await t.adminToken();
  const n = next();
  const data = await ok(t.call('/services/internet/location/create', { code: `L${n}`, name: `Location ${n}`, ...overrides }, token));
  return data.location;
}

export async function makeSalePoint(t: TestApp, overrides: Record<string, unknown> = {}): Promise<SalePoint> {
  const token = await t.adminToken();
  const locationId = overrides.locationId ?? (await makeLocation(t)).id;
  const body = { name: `Shop ${next()}`, type: 1, phone: '08012345678', locationId, ...overrides };
  return (await ok(t.call('/services/internet/salepoint/create', body, token))).salePoint;
}

export async function makeNas(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Nas> {
  const token = await t.adminToken();
  const n = next();
  const body = { nasname: `10.0.0.${n}`, shortname: `nas-${n}`, ports: 1812, secret: 'router-shared-secret', description: 'Router', ...overrides };
  return (await ok(t.call('/services/internet/nas/create', body, token))).nas;
}

export async function makeSite(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Site> {
  const token = await t.adminToken();
  const locationId = overrides.locationId ?? (await makeLocation(t)).id;
  return (await ok(t.call('/services/internet/site/create', { name: `Site ${next()}`, area: 'Ikeja', locationId, ...overrides }, token))).site;
}

export async function makeProfile(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Profile> {
  const token = await t.adminToken();
  const body = { name: `Profile ${next()}`, description: 'Home users', rateLimit: '1M/2M', ipPool: 'pool1', nasProfiles: [], ...overrides };
  return (await ok(t.call('/services/internet/profile/create', body, token))).profile;
}

export async function makePrepaidPlan(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Plan> {
  const token = await t.adminToken();
  const profileId = overrides.profileId ?? (await makeProfile(t)).id;
  const body = { type: 1, name: `Prepaid ${next()}`, description: 'Monthly', profileId, amount: 5000, validity: 30, ...overrides };
  return (await ok(t.call('/services/internet/plan/create', body, token))).plan;
}

export async function makeInstantPlan(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Plan> {
  const token = await t.adminToken();
  const profileId = overrides.profileId ?? (await makeProfile(t)).id;
  const body = {
    type: 2,
    name: `Instant ${next()}`,
    description: 'Voucher',
    profileId,
    amount: 200,
    validity: 1,
    contractValue: 150,
    uptime: 60,
    ...overrides,
  };
  return (await ok(t.call('/services/internet/plan/create', body, token))).plan;
}

/** The field errors of a 400 answer, or a failure naming what came back instead. */
export function fieldErrors(result: CallResult): Record<string, string> {
  if (result.status !== 400) throw new Error(`expected 400, got ${result.status} ${JSON.stringify(result.body)}`);
  expect(result.body.message).toBe('Validation Failure');
  return result.body.data.errors;
}

/**
 * A text field's length window: `min` and `max` characters pass, one fewer and one more answer 400
 * saying the limit on that field ('Required' for nothing at all). `body` builds the request around
 * the tested value.
 */
export async function expectLengthLimits(
  t: TestApp,
  url: string,
  body: (value: string) => object,
  field: string,
  [min, max]: [number, number],
  char = 'a',
): Promise<void> {
  const token = await t.adminToken();
  for (const n of [min, max]) {
    const result = await t.call(url, body(chars(n, char)), token);
    expect([n, result.status, result.body.message]).toEqual([n, 200, expect.any(String)]);
  }
  const expected = (n: number) => (n === 0 ? 'Required' : n < min ? `At least ${min} characters` : `At most ${max} characters`);
  for (const n of [min - 1, max + 1].filter((n) => n >= 0)) {
    expect([n, fieldErrors(await t.call(url, body(chars(n, char)), token))[field]]).toEqual([n, expected(n)]);
  }
}
