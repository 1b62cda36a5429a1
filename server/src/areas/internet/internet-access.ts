import { INTERNET_ACCESS, type InternetAction } from '@console/api/contract';

/** The shared access lists as route rules. */
export const ACCESS = {} as Record<InternetAction, { anyOf: readonly number[] }>;
for (const action of Object.keys(INTERNET_ACCESS) as InternetAction[]) ACCESS[action] = { anyOf: INTERNET_ACCESS[action] };
