import { INTERNET_ACCESS, type InternetAction } from '@console/api/contract';
import type { Access } from '../../http/route-table';

/** Routes of the internet area live under this prefix (architecture section 3). */
export const BASE = '/services/internet';

/** The shared access lists as route rules. */
export const ACCESS = {} as Record<InternetAction, Access>;
for (const action of Object.keys(INTERNET_ACCESS) as InternetAction[]) ACCESS[action] = { anyOf: INTERNET_ACCESS[action] };
