import type { FastifyInstance } from 'fastify';
import { loginRequest, resetConfirm, resetRequest, type AuthSession } from '@console/api';
import { authAnswers } from '@console/api/answers';
import { defineRoute } from '../http/define-route';
import { ApiError } from '../http/api-error';
import { nowSeconds } from '../core/clock';
import { permissionIdsOf } from './authenticate';
import { assertNotLocked, recordFailure, recordSuccess } from './login-throttle';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { openSession, revokeSession, revokeUserSessions } from './sessions';
import { hashToken, newToken } from './tokens';
import { matchTotpStep } from './totp';

const SIGN_IN_FAILED = 'Invalid email, password or code.';
const RESET_SENT = 'If that address belongs to an account, a reset link has been sent.';
const RESET_INVALID = 'This reset link is invalid or has expired. Ask for a new one.';
export const RESET_TOKEN_SECONDS = 30 * 60;

export async function authRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    url: '/auth/login',
    summary: 'Sign in with email, password and one-time code',
    response: authAnswers.login,
    access: { public: true },
    body: loginRequest,
    async handler({ body, deps, request }) {
      const { db, config } = deps;
      const address = request.ip;
      await assertNotLocked(db, body.username, address);
      const user = await db.selectFrom('users').selectAll().where('username_key', '=', body.username.toLowerCase()).executeTakeFirst();
      const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), body.password);
      const step = user?.totp_secret ? matchTotpStep(user.totp_secret, body.code) : null;
      const codeOk = !user?.totp_secret || step !== null;
      if (!user || !passwordOk || !codeOk) {
        await recordFailure(db, body.username, address);
        throw new ApiError(401, SIGN_IN_FAILED);
      }
      if (user.status !== 0) throw new ApiError(401, 'This account is suspended. Ask an administrator.');
      if (step !== null) {
        // Conditional update: of two sign-ins racing with one code, exactly one moves the step on.
        const { numUpdatedRows } = await db
          .updateTable('users')
          .set({ totp_last_step: step })
          .where('id', '=', user.id)
          .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
          .executeTakeFirst();
        if (Number(numUpdatedRows) === 0) {
          await recordFailure(db, body.username, address);
          throw new ApiError(401, 'That code was already used. Wait for the next one.');
        }
      }
      await recordSuccess(db, body.username);
      const authorization = await openSession(db, user.id, config.sessionAbsoluteSeconds);
      const auth: AuthSession = {
        authorization,
        firstname: user.firstname,
        rolePermissions: (await permissionIdsOf(deps, user.id)).map((permissionId) => ({ permissionId })),
      };
      return { auth };
    },
  });

  defineRoute(app, {
    url: '/auth/logout',
    summary: 'End this session',
    response: authAnswers.none,
    access: { signedIn: true },
    message: 'Signed out',
    async handler({ user, deps }) {
      await revokeSession(deps.db, user.tokenHash);
      return null;
    },
  });

  defineRoute(app, {
    url: '/auth/session',
    summary: "The caller's name and current permissions",
    response: authAnswers.session,
    access: { signedIn: true },
    async handler({ user }) {
      return {
        firstname: user.firstname,
        username: user.username,
        rolePermissions: user.permissionIds.map((permissionId) => ({ permissionId })),
      };
    },
  });

  defineRoute(app, {
    url: '/auth/reset/request',
    summary: 'Mail a password reset link (same answer whether or not the account exists)',
    response: authAnswers.none,
    access: { public: true },
    body: resetRequest,
    message: RESET_SENT,
    async handler({ body, deps, request }) {
      const { db, mailer } = deps;
      const user = await db
        .selectFrom('users')
        .select(['id', 'username', 'status'])
        .where('username_key', '=', body.username.toLowerCase())
        .executeTakeFirst();
      if (!user || user.status !== 0) return null;
      const token = newToken();
      const now = nowSeconds();
      await db
        .insertInto('password_resets')
        .values({ token_hash: hashToken(token), user_id: user.id, created: now, expires_at: now + RESET_TOKEN_SECONDS, used: 0 })
        .execute();
      const origin = `${request.protocol}://${request.host}`;
      await mailer.send({
        to: user.username,
        subject: 'Reset your Staff Console password',
        text: `Open this link within 30 minutes to choose a new password:\n${origin}/auth/reset?token=${token}\n\nIf you did not ask for this, ignore this mail.`,
      });
      return null;
    },
  });

  defineRoute(app, {
    url: '/auth/reset/confirm',
    summary: 'Set a new password with a reset token; ends every session of the user',
    response: authAnswers.none,
    access: { public: true },
    body: resetConfirm,
    message: 'Your password has been changed. Sign in with the new one.',
    async handler({ body, deps }) {
      const passwordHash = await hashPassword(body.password);
      await deps.db.transaction().execute(async (tx) => {
        const reset = await tx
          .selectFrom('password_resets')
          .selectAll()
          .where('token_hash', '=', hashToken(body.token))
          .executeTakeFirst();
        if (!reset || reset.used !== 0 || reset.expires_at <= nowSeconds()) throw new ApiError(400, RESET_INVALID);
        const { numUpdatedRows } = await tx
          .updateTable('password_resets')
          .set({ used: 1 })
          .where('token_hash', '=', reset.token_hash)
          .where('used', '=', 0)
          .executeTakeFirst();
        if (Number(numUpdatedRows) === 0) throw new ApiError(400, RESET_INVALID);
        await tx.updateTable('users').set({ password_hash: passwordHash, updated: nowSeconds() }).where('id', '=', reset.user_id).execute();
        await revokeUserSessions(tx, reset.user_id);
      });
      return null;
    },
  });
}
