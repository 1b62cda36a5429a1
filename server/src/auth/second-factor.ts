import { ENROL_SECOND_FACTOR, P } from '@console/api/contract';
import type { Config } from '../config';
import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { checkCode } from './login-throttle';
import { isRecoveryCodeShape, recoveryCodeHash, spendRecoveryCode, unusedRecoveryCodes } from './recovery-codes';
import { matchTotpStep } from './totp';

/**
 * Whether the account must enrol a second factor before anything else: it has none, and an
 * administrator created it or reset its second factor (`enrolmentDue`, whatever the policy), or the
 * policy (REQUIRE_SECOND_FACTOR) covers everyone or, by default, the super users.
 */
export function mustEnrolFirst(
  policy: Config['requireSecondFactor'],
  user: { hasSecondFactor: boolean; enrolmentDue: boolean; permissionIds: number[] },
): boolean {
  if (user.hasSecondFactor) return false;
  if (user.enrolmentDue) return true;
  if (policy === 'off') return false;
  return policy === 'all' || user.permissionIds.includes(P.SUPER_USER);
}

export const enrolFirst = () => new ApiError(403, 'Set up one-time codes in Settings before anything else.', { code: ENROL_SECOND_FACTOR });

/** What a typed second factor matched: a time step of the authenticator's codes, or a recovery code (its hash). */
export type SecondFactorProof = { step: number } | { recoveryCodeHash: string };

/**
 * Checks a code from the authenticator app or one of the recovery codes against the account, counted
 * with the wrong codes of `throttleName` (the account locks after a few, whichever kind was typed).
 * Answers what it matched, not yet spent, or null.
 */
export async function checkSecondFactor(
  db: Db,
  account: { id: string; secret: string },
  throttleName: string,
  code: string,
): Promise<SecondFactorProof | null> {
  const unused = isRecoveryCodeShape(code) ? await unusedRecoveryCodes(db, account.id) : new Set<string>();
  return checkCode(db, throttleName, () => {
    const step = matchTotpStep(account.secret, code);
    if (step !== null) return { step };
    const hash = recoveryCodeHash(account.id, code);
    return unused.has(hash) ? { recoveryCodeHash: hash } : null;
  });
}

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

/**
 * Spends what `checkSecondFactor` matched, once: answers null when it was spent meanwhile, else
 * the recovery codes left when a recovery code was spent (undefined for an authenticator code).
 */
export async function spendSecondFactor(db: Db, userId: string, proof: SecondFactorProof): Promise<{ recoveryCodesLeft?: number } | null> {
  if ('step' in proof) return (await spendCodeStep(db, userId, proof.step)) ? {} : null;
  const left = await spendRecoveryCode(db, userId, proof.recoveryCodeHash);
  return left === null ? null : { recoveryCodesLeft: left };
}
