import { PLAN_TYPES, type SearchHit, type SearchKind } from '@console/api';

/** Each kind's group heading in the results. */
export const KIND_LABELS: Record<SearchKind, string> = {
  employees: 'Employees',
  users: 'Users',
  departments: 'Departments',
  plans: 'Plans',
  salePoints: 'Sale points',
  locations: 'Locations',
  nas: 'NAS',
  profiles: 'Profiles',
};

/** The page a result opens: the record's own route in its remote. */
export function pathOf(kind: SearchKind, hit: SearchHit): string {
  const id = encodeURIComponent(hit.id);
  switch (kind) {
    case 'employees':
      return `/folder/employee/${id}`;
    case 'departments':
      return `/folder/department/${id}`;
    case 'users':
      return `/security/users/${id}`;
    case 'plans':
      return `/internet/plans/${hit.planType === PLAN_TYPES.INSTANT_ACCESS ? 'instant-access' : 'prepaid'}/${id}`;
    case 'salePoints':
      return `/internet/salepoints/${id}`;
    case 'locations':
      return `/internet/locations/${id}`;
    case 'nas':
      return `/internet/nas/${id}`;
    case 'profiles':
      return `/internet/profile/${id}`;
  }
}
