import { PLAN_TYPES, type SearchHit, type SearchKind } from '@console/api';

interface Kind {
  /** The group heading in the results. */
  label: string;
  /** The page a result opens, given its id as a path segment: the record's own route in its remote. */
  path: (id: string, hit: SearchHit) => string;
}

const KINDS: Record<SearchKind, Kind> = {
  employees: { label: 'Employees', path: (id) => `/folder/employee/${id}` },
  users: { label: 'Users', path: (id) => `/security/users/${id}` },
  departments: { label: 'Departments', path: (id) => `/folder/department/${id}` },
  customers: { label: 'Customers', path: (id) => `/internet/customers/${id}` },
  // A voucher is shown on its batch's page.
  vouchers: { label: 'Vouchers', path: (id, hit) => `/internet/vouchers/${encodeURIComponent(hit.batchId ?? id)}` },
  plans: {
    label: 'Plans',
    path: (id, hit) => `/internet/plans/${hit.planType === PLAN_TYPES.INSTANT_ACCESS ? 'instant-access' : 'prepaid'}/${id}`,
  },
  salePoints: { label: 'Sale points', path: (id) => `/internet/salepoints/${id}` },
  locations: { label: 'Locations', path: (id) => `/internet/locations/${id}` },
  nas: { label: 'NAS', path: (id) => `/internet/nas/${id}` },
  profiles: { label: 'Profiles', path: (id) => `/internet/profile/${id}` },
};

export const kindLabel = (kind: SearchKind) => KINDS[kind].label;

export const pathOf = (kind: SearchKind, hit: SearchHit) => KINDS[kind].path(encodeURIComponent(hit.id), hit);
