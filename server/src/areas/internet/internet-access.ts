import { CUSTOMER_ACCESS, INTERNET_ACCESS, SESSION_ACCESS } from '@console/api/contract';

type Rules<T> = { readonly [K in keyof T]: { anyOf: readonly number[] } };

/** A table of the contract's shared access lists, as route rules. */
function rulesOf<T extends Record<string, readonly number[]>>(lists: T): Rules<T> {
  return Object.fromEntries(Object.entries(lists).map(([action, ids]) => [action, { anyOf: ids }])) as Rules<T>;
}

export const ACCESS = rulesOf(INTERNET_ACCESS);
export const CUSTOMER_RULES = rulesOf(CUSTOMER_ACCESS);
export const SESSION_RULES = rulesOf(SESSION_ACCESS);
