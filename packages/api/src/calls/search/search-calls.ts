import { searchAnswer } from '../../answers/search';
import { searchRequest } from '../../schemas/search';
import { defineCall } from '../define-call';

/** The header search: each kind the caller may view, searched at once. */
export const searchCalls = {
  search: defineCall({
    path: '/search',
    access: { signedIn: true },
    summary:
      'Search employees, users, departments, subscribers, plans, sale points, locations, NAS and profiles by text, and vouchers by whole PIN (133)',
    reads: true,
    message: 'OK',
    body: searchRequest,
    answer: searchAnswer,
  }),
};
