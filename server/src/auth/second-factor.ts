import { ENROL_SECOND_FACTOR, P } from '@console/api/contract';
import type { Config } from '../config';
import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';

/**
 * Whether the account must enrol a second factor before anything else: it has none, and the
 * policy (REQUIRE_SECOND_FACTOR) covers everyone or, by default, the super users.
 */
export function mustEnrolFirst(policy: Config['requireSecondFactor'], user: { hasSecondFactor: boolean; permissionIds: number[] }): boolean {
  if (user.hasSecondFactor || policy === 'off') return false;
  return policy === 'all' || user.permissionIds.includes(P.SUPER_USER);
}

export const enrolFirst = () => new ApiError(403, 'Set up one-time codes in Settings before anything else.', { code: ENROL_SECOND_FACTOR });

/**
 * Spends a matched code's time step: true when it is later than the last one accepted. Conditional,
 * so of two requests racing with one code exactly one moves the step on: a code works once.
 */
export async function spendCodeStep(db: Db, userId: string, step: number): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('users')
    .set({ totpLastStep: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .executeTakeFirst();
  return Number(numUpdatedRows) > 0;
}
