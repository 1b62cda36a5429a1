import { locationAnswer, nasAnswer, planAnswer, profileAnswer, salePointAnswer, siteAnswer } from '../../answers/internet';
import {
  internetAccess,
  locationCreate,
  locationUpdate,
  nasCreate,
  nasUpdate,
  planCreate,
  planUpdate,
  profileCreate,
  profileUpdate,
  salePointCreate,
  salePointUpdate,
  siteCreate,
  siteUpdate,
} from '../../schemas/internet';
import { recordCalls } from '../record-calls';

// The internet area's record types: each one's five calls, as its page and the server use them.

export const locationCalls = recordCalls({
  what: 'Location',
  keys: { one: 'location', many: 'locations' },
  paths: {
    list: '/services/internet/locations',
    read: '/services/internet/location',
    create: '/services/internet/location/create',
    update: '/services/internet/location/update',
    delete: '/services/internet/location/delete',
  },
  access: internetAccess('Location'),
  row: locationAnswer,
  create: locationCreate,
  update: locationUpdate,
  filters: ['code', 'name'],
  sorts: ['code', 'name', 'created', 'updated'],
});

export const salePointCalls = recordCalls({
  what: 'Sale point',
  keys: { one: 'salePoint', many: 'salePoints' },
  paths: {
    list: '/services/internet/salepoints',
    read: '/services/internet/salepoint',
    create: '/services/internet/salepoint/create',
    update: '/services/internet/salepoint/update',
    delete: '/services/internet/salepoint/delete',
  },
  access: internetAccess('SalePoint'),
  row: salePointAnswer,
  create: salePointCreate,
  update: salePointUpdate,
  filters: ['name', 'type', 'city', 'locationId'],
  sorts: ['name', 'city', 'phone'],
});

export const nasCalls = recordCalls({
  what: 'NAS',
  keys: { one: 'nas', many: 'nasList' },
  paths: {
    list: '/services/internet/naslist',
    read: '/services/internet/nas',
    create: '/services/internet/nas/create',
    update: '/services/internet/nas/update',
    delete: '/services/internet/nas/delete',
  },
  access: internetAccess('Nas'),
  row: nasAnswer,
  create: nasCreate,
  update: nasUpdate,
  filters: ['nasname', 'shortname'],
  sorts: ['shortname', 'nasname', 'ports'],
});

export const siteCalls = recordCalls({
  what: 'Site',
  keys: { one: 'site', many: 'sites' },
  paths: {
    list: '/services/internet/sites',
    read: '/services/internet/site',
    create: '/services/internet/site/create',
    update: '/services/internet/site/update',
    delete: '/services/internet/site/delete',
  },
  access: internetAccess('Site'),
  row: siteAnswer,
  create: siteCreate,
  update: siteUpdate,
  filters: ['name', 'area', 'locationId'],
  sorts: ['name', 'area', 'created', 'updated'],
});

export const profileCalls = recordCalls({
  what: 'Profile',
  keys: { one: 'profile', many: 'profiles' },
  paths: {
    list: '/services/internet/profiles',
    read: '/services/internet/profile',
    // The spec's client wrote profiles under /internet/profile/...: those paths still answer.
    create: { path: '/services/internet/profile/create', aliases: ['/internet/profile/create'] },
    update: { path: '/services/internet/profile/update', aliases: ['/internet/profile/update'] },
    delete: { path: '/services/internet/profile/delete', aliases: ['/internet/profile/delete'] },
  },
  access: internetAccess('Profile'),
  row: profileAnswer,
  create: profileCreate,
  update: profileUpdate,
  filters: ['name'],
  sorts: ['name', 'created', 'updated'],
});

export const planCalls = recordCalls({
  what: 'Plan',
  keys: { one: 'plan', many: 'plans' },
  paths: {
    list: '/services/internet/plans',
    read: '/services/internet/plan',
    create: '/services/internet/plan/create',
    update: '/services/internet/plan/update',
    delete: '/services/internet/plan/delete',
  },
  access: internetAccess('Plan'),
  row: planAnswer,
  create: planCreate,
  update: planUpdate,
  filters: ['type', 'name'],
  sorts: ['name', 'amount', 'validity'],
});
