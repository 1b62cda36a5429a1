import { lgaAnswer, nationalityAnswer } from '../../answers/hr';
import { listCall } from '../list-call';

const signedIn = { signedIn: true } as const;

/**
 * The reference lists the employee forms pick from, read by any signed-in user; each answers under
 * its table's name, in its own order (no sort column is offered).
 */
export const referenceCalls = {
  lgas: listCall({
    path: '/employee/lgas',
    access: signedIn,
    summary: 'Local government areas (reference list)',
    key: 'lgas',
    row: lgaAnswer,
    filters: ['name', 'state'],
    sorts: [],
  }),
  nationalities: listCall({
    path: '/employee/nationalities',
    access: signedIn,
    summary: 'Nationalities (reference list)',
    key: 'nationalities',
    row: nationalityAnswer,
    filters: ['name', 'code'],
    sorts: [],
  }),
};
