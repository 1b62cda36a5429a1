import type { FastifyInstance, FastifyRequest } from 'fastify';
import { passwordChangeRequest, totpRenewRequest, type Account, type TotpEnrolment } from '@console/api';
import { accountAnswer, noData, one, totpEnrolmentAnswer } from '@console/api/answers';
import { USER_ENTITY, auditChange } from '../../audit/audit';
import type { SignedInUser } from '../../auth/authenticate';
import { chargeAttempt, refundAttempt } from '../../auth/login-throttle';
import { storePassword } from '../../auth/credentials';
import { checkNewPassword } from '../../auth/password-policy';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { newTotpSecret, totpUri } from '../../auth/totp';
import type { AppDeps } from '../../http/app-deps';
import { ApiError, notFound } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';

/**
 * A credential change asks for the current password, so a session left open on someone's desk is
 * not enough to take the account over. Wrong guesses count against the same limit as sign-ins.
 */
async function verifyCurrentPassword(deps: AppDeps, user: SignedInUser, currentPassword: string, request: FastifyRequest) {
  await chargeAttempt(deps.db, user.username, request.ip);
  const row = await deps.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirst();
  if (!row) throw notFound('User');
  if (!(await verifyPassword(row.password_hash, currentPassword))) {
    throw new ApiError(400, 'The current password is not correct.', { errors: { currentPassword: 'Invalid' } });
  }
  await refundAttempt(deps.db, user.username, request.ip, true);
}

export function settingsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    url: '/settings/account',
    summary: 'Own account',
    response: one('account', accountAnswer),
    access: { signedIn: true },
    async handler({ user, deps }): Promise<{ account: Account }> {
      const row = await deps.db
        .selectFrom('users')
        .select(['id', 'firstname', 'lastname', 'username', 'totp_secret'])
        .where('id', '=', user.id)
        .executeTakeFirst();
      if (!row) throw notFound('User');
      const { totp_secret: secret, ...account } = row;
      return { account: { ...account, totpEnrolled: secret !== null } };
    },
  });

  defineRoute(app, {
    url: '/settings/password',
    summary: 'Change own password',
    response: noData,
    access: { signedIn: true },
    body: passwordChangeRequest,
    message: 'Your password has been changed. Your other sessions have been signed out.',
    async handler({ body, user, deps, request }) {
      checkNewPassword(body.password, user.username);
      await verifyCurrentPassword(deps, user, body.currentPassword, request);
      const passwordHash = await hashPassword(body.password);
      await deps.db.transaction().execute(async (tx) => {
        await storePassword(tx, user.id, passwordHash);
        await revokeUserSessions(tx, user.id, user.tokenHash);
        await auditChange(tx, user, USER_ENTITY, user.id, {}, {}, ['password']);
      });
      return null;
    },
  });

  defineRoute(app, {
    url: '/settings/totp',
    summary: 'Renew own one-time code secret',
    response: totpEnrolmentAnswer,
    access: { signedIn: true },
    body: totpRenewRequest,
    message: 'Your one-time code secret has been renewed. Your other sessions have been signed out.',
    async handler({ body, user, deps, request }): Promise<TotpEnrolment> {
      await verifyCurrentPassword(deps, user, body.currentPassword, request);
      const secret = newTotpSecret();
      await deps.db.transaction().execute(async (tx) => {
        await tx.updateTable('users').set({ totp_secret: secret, totp_last_step: null }).where('id', '=', user.id).execute();
        await revokeUserSessions(tx, user.id, user.tokenHash);
        await auditChange(tx, user, USER_ENTITY, user.id, {}, {}, ['totpSecret']);
      });
      return { secret, otpauthUri: totpUri(secret, user.username) };
    },
  });
}
