import type { FastifyInstance, FastifyRequest } from 'fastify';
import { settingsCalls } from '@console/api/contract';
import { USER_ENTITY, auditChange } from '../../audit/audit';
import type { SignedInUser } from '../../auth/authenticate';
import { chargeAttempt, refundAttempt } from '../../auth/login-throttle';
import { checkSecondFactor, spendSecondFactor } from '../../auth/second-factor';
import { replaceRecoveryCodes } from '../../auth/recovery-codes';
import { storePassword } from '../../auth/credentials';
import { checkNewPassword } from '../../auth/password-policy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { matchTotpStep, newTotpSecret, totpUri } from '../../auth/totp';
import type { AppDeps } from '../../http/app-deps';
import { ApiError, notFound, validationFailure } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';

/**
 * A credential change asks for the current password, so a session left open on someone's desk is
 * not enough to take the account over. Wrong guesses count against the same limit as sign-ins.
 */
async function verifyCurrentPassword(deps: AppDeps, user: SignedInUser, currentPassword: string, request: FastifyRequest) {
  await chargeAttempt(deps.db, user.username, request.ip);
  const row = await deps.db.selectFrom('users').select('passwordHash').where('id', '=', user.id).executeTakeFirst();
  if (!row) throw notFound('User');
  if (!(await verifyPassword(row.passwordHash, currentPassword))) {
    throw new ApiError(400, 'The current password is not correct.', { errors: { currentPassword: 'Invalid' } });
  }
  await refundAttempt(deps.db, user.username, request.ip, true);
}

/**
 * Moving an enrolled second factor also asks for a current code from it, or a recovery code (the
 * way on after a lost phone), counted with the sign-in's wrong codes (the account locks after a
 * few) and spent like a sign-in's, so it works once.
 */
async function verifyCurrentCode(deps: AppDeps, user: SignedInUser, code: string | undefined) {
  if (code === undefined) throw validationFailure({ code: 'Required' });
  const row = await deps.db.selectFrom('users').select('totpSecret').where('id', '=', user.id).executeTakeFirst();
  const secret = row?.totpSecret;
  if (!secret) throw notFound('User');
  const proof = await checkSecondFactor(deps.db, { id: user.id, secret }, user.username, code);
  if (proof === null || !(await spendSecondFactor(deps.db, user.id, proof))) throw validationFailure({ code: 'Invalid' });
}

export function settingsRoutes(app: FastifyInstance): void {
  defineRoute(app, settingsCalls.account, async ({ user, deps }) => {
    const row = await deps.db
      .selectFrom('users')
      .select(['id', 'firstname', 'lastname', 'username', 'totpSecret'])
      .where('id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw notFound('User');
    const { totpSecret: secret, ...account } = row;
    return { account: { ...account, totpEnrolled: secret !== null } };
  });

  defineRoute(app, settingsCalls.password, async ({ body, user, deps, request }) => {
    checkNewPassword(body.password, user.username);
    await verifyCurrentPassword(deps, user, body.currentPassword, request);
    const passwordHash = await hashPassword(body.password);
    await deps.db.transaction().execute((tx) => storePassword(tx, user, user.id, passwordHash, user.tokenHash));
    return null;
  });

  defineRoute(app, settingsCalls.totp, async ({ body, user, deps, request }) => {
    await verifyCurrentPassword(deps, user, body.currentPassword, request);
    if (user.hasSecondFactor) await verifyCurrentCode(deps, user, body.code);
    const secret = newTotpSecret();
    await deps.db.updateTable('users').set({ totpPendingSecret: secret }).where('id', '=', user.id).execute();
    return { secret, otpauthUri: totpUri(secret, user.username) };
  });

  defineRoute(app, settingsCalls.totpConfirm, async ({ body, user, deps }) => {
    const row = await deps.db.selectFrom('users').select('totpPendingSecret').where('id', '=', user.id).executeTakeFirst();
    const pending = row?.totpPendingSecret ?? null;
    if (!pending) throw new ApiError(409, 'There is no new secret to confirm. Set up one-time codes again.');
    const step = matchTotpStep(pending, body.code);
    if (step === null) throw validationFailure({ code: 'That code does not match. Check the app and try again.' });
    const recoveryCodes = await deps.db.transaction().execute(async (tx) => {
      const { numUpdatedRows } = await tx
        .updateTable('users')
        .set({ totpSecret: pending, totpPendingSecret: null, totpLastStep: step, enrolSecondFactor: 0 })
        .where('id', '=', user.id)
        .where('totpPendingSecret', '=', pending)
        .executeTakeFirst();
      if (Number(numUpdatedRows) === 0) throw new ApiError(409, 'The secret changed meanwhile. Set up one-time codes again.');
      await revokeUserSessions(tx, user.id, user.tokenHash);
      await auditChange(tx, user, USER_ENTITY, user.id, {}, {}, ['totpSecret', 'recoveryCodes']);
      // A new secret comes with new recovery codes: any printed for the old one stop working.
      return replaceRecoveryCodes(tx, user.id);
    });
    return { recoveryCodes };
  });
}
