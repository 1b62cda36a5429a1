import type { FastifyInstance } from 'fastify';
import { authAnswers, loginRequest, resetConfirm, resetRequest, type AuthSession } from '@console/api/contract';
import { USER_ENTITY, auditChange, writeAudit } from '../audit/audit';
import { defineRoute } from '../http/define-route';
import { ApiError } from '../http/api-error';
import { nowSeconds } from '../core/clock';
import { permissionIdsOf } from './authenticate';
import { chargeAttempt, refundAttempt } from './login-throttle';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { openSession, revokeSession, revokeUserSessions } from './sessions';
import { hashToken, newToken } from './tokens';
import { matchTotpStep } from './totp';

const SIGN_IN_FAILED = 'Invalid email, password or code.';
const RESET_SENT = 'If that address belongs to an account, a reset link has been sent.';
const RESET_INVALID = 'This reset link is invalid or has expired. Ask for a new one.';
export const RESET_TOKEN_SECONDS = 30 * 60;
/** The audit trail's entity of sign-ins and sign-outs. */
const SESSION = 'Session';

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
      const user = await db.selectFrom('users').selectAll().where('username_key', '=', body.username.toLowerCase()).executeTakeFirst();
      const actor = { id: user?.id ?? null, username: user?.username ?? body.username };
      const refuse = async (error: ApiError, detail: string) => {
        await writeAudit(db, actor, { action: 'sign-in-failed', entity: SESSION, detail, address });
        return error;
      };
      try {
        await chargeAttempt(db, body.username, address);
      } catch (error) {
        throw error instanceof ApiError ? await refuse(error, 'Locked after too many failed sign-ins') : error;
      }
      const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), body.password);
      const step = user?.totp_secret ? matchTotpStep(user.totp_secret, body.code) : null;
      const codeOk = !user?.totp_secret || step !== null;
      if (!user || !passwordOk || !codeOk) {
        throw await refuse(new ApiError(401, SIGN_IN_FAILED), !user ? 'Unknown email' : !passwordOk ? 'Wrong password' : 'Wrong one-time code');
      }
      if (user.status !== 0) {
        await refundAttempt(db, body.username, address, false);
        throw await refuse(new ApiError(401, 'This account is suspended. Ask an administrator.'), 'Account suspended');
      }
      if (step !== null) {
        // Conditional update: of two sign-ins racing with one code, exactly one moves the step on.
        const { numUpdatedRows } = await db
          .updateTable('users')
          .set({ totp_last_step: step })
          .where('id', '=', user.id)
          .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
          .executeTakeFirst();
        if (Number(numUpdatedRows) === 0) {
          throw await refuse(new ApiError(401, 'That code was already used. Wait for the next one.'), 'One-time code used again');
        }
      }
      await refundAttempt(db, body.username, address, true);
      const authorization = await db.transaction().execute(async (tx) => {
        await writeAudit(tx, actor, { action: 'sign-in', entity: SESSION, address });
        return openSession(tx, user.id, config.sessionAbsoluteSeconds);
      });
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
    async handler({ user, deps, request }) {
      await deps.db.transaction().execute(async (tx) => {
        await revokeSession(tx, user.tokenHash);
        await writeAudit(tx, user, { action: 'sign-out', entity: SESSION, address: request.ip });
      });
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
        // The editable record's stamp stays: a credential changing must not make an open edit form stale.
        const owner = await tx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', reset.user_id)
          .returning(['id', 'username'])
          .executeTakeFirstOrThrow();
        await revokeUserSessions(tx, reset.user_id);
        await auditChange(tx, owner, USER_ENTITY, owner.id, {}, {}, ['password']);
      });
      return null;
    },
  });
}
