import { newId } from '../../../server/src/core/ids';

/**
 * `count` subscribers from number `first` on, as the customers table holds them (a tenth corporate),
 * at `locationIds` in turn; for inserting straight into the table, many rows a statement.
 */
export function subscriberRows(first: number, count: number, locationIds: readonly string[], passwordHash: string, now: number) {
  return Array.from({ length: count }, (_, k) => {
    const n = first + k;
    const corporate = n % 10 === 0;
    return {
      id: newId(),
      type: corporate ? 2 : 1,
      firstName: corporate ? '' : `First${n}`,
      lastName: corporate ? '' : `Last${n}`,
      companyName: corporate ? `Company ${n}` : '',
      contactPerson: corporate ? `Contact ${n}` : '',
      name: corporate ? `Company ${n}` : `First${n} Last${n}`,
      phone: `080${String(n).padStart(8, '0')}`,
      email: '',
      address: '',
      locationId: locationIds[n % locationIds.length],
      status: 1,
      username: `user${n}`,
      usernameKey: `user${n}`,
      passwordSsha512: passwordHash,
      notes: '',
      created: now,
      updated: now,
    };
  });
}

/** A month of `planId` for each of `customerIds`, begun yesterday, paid N15,000. */
export const subscriptionRows = (customerIds: readonly string[], planId: string, now: number) =>
  customerIds.map((customerId) => ({
    id: newId(),
    customerId,
    planId,
    startAt: now - 86_400,
    endAt: now + 29 * 86_400,
    amountKobo: 1_500_000,
    cancelledAt: null,
    reason: '',
    created: now,
    updated: now,
  }));
