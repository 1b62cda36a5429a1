import { CUSTOMER_ACCESS, INTERNET_ACCESS, SESSION_ACCESS, type InternetAction } from '@console/api/contract';

type Rules<T> = { readonly [K in keyof T]: { anyOf: readonly number[] } };

/** A table of the contract's shared access lists, as route rules. */
function rulesOf<T extends Record<string, readonly number[]>>(lists: T): Rules<T> {
  return Object.fromEntries(Object.entries(lists).map(([action, ids]) => [action, { anyOf: ids }])) as Rules<T>;
}

export const ACCESS = rulesOf(INTERNET_ACCESS);
export const CUSTOMER_RULES = rulesOf(CUSTOMER_ACCESS);
export const SESSION_RULES = rulesOf(SESSION_ACCESS);

type RecordNoun<A = InternetAction> = A extends `read${infer N}` ? N : never;

/**
 * A record type's five rules, by its noun as the contract names them: `listSalePoints`,
 * `readSalePoint`, `createSalePoint`, ... (a noun ending in s is its own plural: `listNas`).
 */
export function internetAccess(noun: RecordNoun) {
  const plural = noun.endsWith('s') ? noun : `${noun}s`;
  return {
    list: ACCESS[`list${plural}` as InternetAction],
    read: ACCESS[`read${noun}`],
    create: ACCESS[`create${noun}`],
    modify: ACCESS[`modify${noun}`],
    delete: ACCESS[`delete${noun}`],
  };
}
