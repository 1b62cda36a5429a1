import {
  atLeastCharacters,
  locationCalls,
  NAS_SECRET_MIN_LENGTH,
  nasCalls,
  planCalls,
  planConstraintCalls,
  profileCalls,
  salePointCalls,
  SECONDS_PER_DAY,
  siteCalls,
  secondsToClock,
  type Call,
  type Location,
  type Nas,
  type Plan,
  type PlanConstraint,
  type Profile,
  type SalePoint,
  type Site,
} from '@console/api';
import { addRow, fail, listPage, ok, oneOr404 } from '@console/testing/mock-api';
import { T0, recordedCalls, stamped } from './recorded-calls';

/**
 * The internet calls as the real server answers them, over an in-memory store that each test gets
 * fresh (`mockInternetApi()` in a beforeEach). Tests read `store` and `calls` to see what was sent.
 * Browser-safe: the standalone dev page serves the same handlers with msw's worker.
 */

let next = 0;
/** A credit limit as the form sends it ('1,000', '' for none) as the answer carries it: naira or null. */
const nairaOrNull = (value: unknown) => (value === undefined || value === null || value === '' ? null : Number(String(value).replaceAll(',', '')));
const id = (prefix: string) => `${prefix}-0000-7000-8000-${String(++next).padStart(12, '0')}`;

export function seedStore() {
  next = 0;
  const ikeja: Location = { id: id('loc'), code: 'IKJ', name: 'Ikeja', created: T0, updated: T0 + 86_400 };
  const lekki: Location = stamped({ id: id('loc'), code: 'LKK', name: 'Lekki' });
  const router: Nas = stamped({
    id: id('nas'),
    nasname: '10.0.0.1',
    shortname: 'hq-router',
    type: 'other',
    ports: 1812,
    secret: 'testing123',
    server: null,
    community: null,
    description: 'HQ MikroTik',
    coaPort: 3799,
    requireMessageAuthenticator: true,
    vendor: 'mikrotik',
  });
  const ap: Nas = { ...router, id: id('nas'), nasname: '10.0.0.2', shortname: 'lobby-ap', description: 'Lobby access point' };
  const home: Profile = stamped({
    id: id('pro'),
    name: 'Home 2M',
    description: 'Home users',
    rateLimit: '1M/2M',
    ipPool: 'home',
    nasProfiles: [{ nas: { id: router.id, nasname: router.nasname } }],
    idleTimeout: 0,
    replyAttributes: '',
  });
  const night: Profile = { ...home, id: id('pro'), name: 'Night 10M', rateLimit: '10M/10M', nasProfiles: [] };
  const kiosk: SalePoint = stamped({
    id: id('sp'),
    name: 'Kiosk',
    type: 1,
    phone: '08012345678',
    smsSender: 'KIOSK',
    address: '1 Allen Avenue',
    city: 'Lagos',
    location: { id: ikeja.id, name: ikeja.name },
    locationId: ikeja.id,
    creditLimit: null,
  });
  const tower: Site = stamped({
    id: id('site'),
    name: 'Tower A',
    area: 'Phase 1',
    location: { id: lekki.id, name: lekki.name },
    locationId: lekki.id,
  });
  const gold: Plan = stamped({
    id: id('plan'),
    name: 'Gold',
    description: 'Monthly prepaid',
    type: 1,
    amount: 15000,
    contractValue: null,
    uptime: null,
    validity: 30,
    simultaneousUse: 1,
    quotaTotalMb: 0,
    quotaDownloadMb: 0,
    quotaUploadMb: 0,
    quotaReset: 'period',
    quotaAction: 'refuse',
    fairUseProfile: null,
    fairUseProfileId: null,
    profile: { id: home.id, name: home.name },
    profileId: home.id,
    expiredProfile: null,
    expiredProfileId: null,
    locationPlans: [{ location: { ...ikeja } }, { location: { ...lekki } }],
    salePointPlans: [],
    constraints: [],
  });
  gold.constraints.push({
    id: id('con'),
    planId: gold.id,
    profile: { id: night.id, name: night.name },
    profileId: night.id,
    days: [1, 2, 3, 4, 5],
    start: '08:00:00',
    end: '18:30:15',
  });
  const hourly: Plan = {
    ...gold,
    id: id('plan'),
    name: 'Hourly',
    description: 'One hour voucher',
    type: 2,
    amount: 200,
    contractValue: 150.5,
    uptime: 60,
    validity: 1,
    locationPlans: [],
    salePointPlans: [{ salePoint: { id: kiosk.id, name: kiosk.name } }],
    constraints: [],
  };
  return {
    locations: [ikeja, lekki],
    nasList: [router, ap],
    profiles: [home, night],
    salePoints: [kiosk],
    sites: [tower],
    plans: [gold, hourly],
  };
}

export type Store = ReturnType<typeof seedStore>;

// A list answers every row whatever the criteria, but the plans' type, which the plan pages rely on.
function page<T extends object>(
  rows: T[],
  body: { offset?: number; limit?: number; criteria?: Record<string, unknown> },
  key: string,
  matches: (row: T, column: string, value: unknown) => boolean = () => true,
) {
  const { items, size } = listPage(rows, body, matches);
  return ok({ [key]: items, size });
}

const DELETABLE: Array<[Call, keyof Store]> = [
  [locationCalls.delete, 'locations'],
  [salePointCalls.delete, 'salePoints'],
  [nasCalls.delete, 'nasList'],
  [siteCalls.delete, 'sites'],
  [profileCalls.delete, 'profiles'],
  [planCalls.delete, 'plans'],
];

export function internetMockHandlers(store: Store = seedStore()) {
  const { calls, on, callsTo } = recordedCalls();
  const remove = <T extends { id: string }>(rows: T[], rowId: string) =>
    rows.splice(
      rows.findIndex((r) => r.id === rowId),
      1,
    );
  const named = (rows: Array<{ id: string; name: string }>, rowId: string) => ({ id: rowId, name: rows.find((r) => r.id === rowId)?.name ?? '' });

  const handlers = [
    on(locationCalls.list, (body) => page(store.locations, body, 'locations')),
    on(locationCalls.read, (body) => oneOr404(store.locations, body.id, 'location', 'Location')),
    on(locationCalls.create, (body) =>
      addRow(store.locations, 'location', stamped({ id: id('loc'), code: String(body.code).toUpperCase(), name: body.name })),
    ),
    on(locationCalls.update, (body) => {
      const location = store.locations.find((l) => l.id === body.id)!;
      Object.assign(location, { code: body.code, name: body.name, updated: location.updated + 1 });
      return ok({ location });
    }),

    on(salePointCalls.list, (body) => page(store.salePoints, body, 'salePoints')),
    on(salePointCalls.read, (body) => ok({ salePoint: store.salePoints.find((s) => s.id === body.id) })),
    on(salePointCalls.create, (body) => {
      // The fields the form may leave out are stored empty, as the server's schema defaults them.
      const salePoint = stamped({
        smsSender: '',
        address: '',
        city: '',
        ...body,
        id: id('sp'),
        type: Number(body.type),
        location: named(store.locations, body.locationId),
        creditLimit: nairaOrNull(body.creditLimit),
      });
      return addRow(store.salePoints, 'salePoint', salePoint);
    }),
    on(salePointCalls.update, (body) => {
      const salePoint = store.salePoints.find((s) => s.id === body.id)!;
      const creditLimit = body.creditLimit === undefined ? salePoint.creditLimit : nairaOrNull(body.creditLimit);
      Object.assign(salePoint, body, { location: named(store.locations, body.locationId), creditLimit });
      return ok({ salePoint });
    }),

    on(nasCalls.list, (body) =>
      page(
        store.nasList.map(({ secret, ...rest }) => rest),
        body,
        'nasList',
      ),
    ),
    on(nasCalls.read, (body) => ok({ nas: store.nasList.find((n) => n.id === body.id) })),
    on(nasCalls.create, (body) => addRow(store.nasList, 'nas', stamped({ ...body, id: id('nas'), type: 'other', server: null, community: null }))),
    on(nasCalls.update, (body) => {
      const nas = store.nasList.find((n) => n.id === body.id)!;
      // As the server: a kept secret may be shorter than the rule, a changed one may not.
      if (body.secret !== nas.secret && body.secret.length < NAS_SECRET_MIN_LENGTH) {
        return fail(400, 'Validation Failure', { secret: atLeastCharacters(NAS_SECRET_MIN_LENGTH) });
      }
      return ok({ nas: Object.assign(nas, body) });
    }),

    on(siteCalls.list, (body) => page(store.sites, body, 'sites')),
    on(siteCalls.read, (body) => ok({ site: store.sites.find((s) => s.id === body.id) })),
    on(siteCalls.create, (body) =>
      addRow(store.sites, 'site', stamped({ ...body, id: id('site'), location: named(store.locations, body.locationId) })),
    ),
    on(siteCalls.update, (body) => {
      const site = store.sites.find((s) => s.id === body.id)!;
      return ok({ site: Object.assign(site, body, { location: named(store.locations, body.locationId) }) });
    }),

    on(profileCalls.list, (body) => page(store.profiles, body, 'profiles')),
    on(profileCalls.read, (body) => ok({ profile: store.profiles.find((p) => p.id === body.id) })),
    on(profileCalls.create, (body) => {
      const nasProfiles = body.nasProfiles.map((entry: { nas: { id: string } }) => ({
        nas: { id: entry.nas.id, nasname: store.nasList.find((n) => n.id === entry.nas.id)?.nasname ?? '' },
      }));
      return addRow(store.profiles, 'profile', stamped({ ipPool: '', idleTimeout: 0, replyAttributes: '', ...body, id: id('pro'), nasProfiles }));
    }),
    on(profileCalls.update, (body) => {
      const profile = store.profiles.find((p) => p.id === body.id)!;
      return ok({ profile: Object.assign(profile, { ...body, nasProfiles: profile.nasProfiles, updated: profile.updated + 1 }) });
    }),

    on(planCalls.list, (body) => page(store.plans, body, 'plans', (plan, column, value) => column !== 'type' || plan.type === value)),
    on(planCalls.read, (body) => oneOr404(store.plans, body.id, 'plan', 'Plan')),
    on(planCalls.create, (body) => {
      const plan = {
        ...store.plans[body.type - 1],
        ...body,
        id: id('plan'),
        amount: Number(body.amount),
        contractValue: body.contractValue ? Number(body.contractValue) : null,
        // The answer names what the form picked by id.
        locationPlans: (body.locationPlans ?? []).map((link: { location: { id: string } }) => ({
          location: store.locations.find((l) => l.id === link.location.id)!,
        })),
        salePointPlans: (body.salePointPlans ?? []).map((link: { salePoint: { id: string } }) => ({
          salePoint: named(store.salePoints, link.salePoint.id),
        })),
        constraints: [],
        profile: named(store.profiles, body.profileId),
        fairUseProfile: body.fairUseProfileId ? named(store.profiles, body.fairUseProfileId) : null,
      };
      return addRow(store.plans, 'plan', plan);
    }),
    on(planCalls.update, (body) => {
      const plan = store.plans.find((p) => p.id === body.id)!;
      Object.assign(plan, { name: body.name, description: body.description, amount: Number(body.amount), updated: plan.updated + 1 });
      return ok({ plan });
    }),

    on(planConstraintCalls.create, (body) => {
      const planConstraint: PlanConstraint = {
        id: id('con'),
        planId: body.planId,
        profile: named(store.profiles, body.profileId),
        profileId: body.profileId,
        days: body.days,
        start: secondsToClock(body.start % SECONDS_PER_DAY),
        end: secondsToClock(body.end % SECONDS_PER_DAY),
      };
      store.plans.find((p) => p.id === body.planId)!.constraints.push(planConstraint);
      return ok({ planConstraint });
    }),
    on(planConstraintCalls.update, (body) => {
      const plan = store.plans.find((p) => p.constraints.some((c) => c.id === body.id))!;
      const planConstraint: PlanConstraint = {
        id: body.id,
        planId: plan.id,
        profile: named(store.profiles, body.profileId),
        profileId: body.profileId,
        days: body.days,
        start: secondsToClock(body.start),
        end: secondsToClock(body.end),
      };
      plan.constraints = plan.constraints.map((c) => (c.id === body.id ? planConstraint : c));
      return ok({ planConstraint });
    }),
    on(planConstraintCalls.delete, (body) => {
      for (const plan of store.plans) plan.constraints = plan.constraints.filter((c) => c.id !== body.id);
      return ok(null);
    }),
    ...DELETABLE.map(([call, key]) =>
      on(call, (body) => {
        remove(store[key] as Array<{ id: string }>, body.id);
        return ok(null);
      }),
    ),
  ];
  return { store, calls, handlers, callsTo };
}
