import type { FastifyInstance } from 'fastify';
import { authCalls, type AuthSession } from '@console/api/contract';
import { writeAudit } from '../audit/audit';
import { defineRoute } from '../http/define-route';
import { ApiError } from '../http/api-error';
import { permissionIdsOf } from './authenticate';
import { ThrottleRefusal, chargeAttempt, refundAttempt } from './login-throttle';
import { passwordResetRoutes } from './password-reset-routes';
import { checkSecondFactor, mustEnrolFirst, spendSecondFactor } from './second-factor';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { openSession, revokeSession } from './sessions';

const SIGN_IN_FAILED = 'Invalid email, password or code.';
/** The audit trail's entity of sign-ins and sign-outs. */
const SESSION = 'Session';

/** The 1st, 10th, 100th, ... attempt refused during one lock is written to the audit trail. */
const isAuditedRefusal = (count: number) => Number.isInteger(Math.log10(count));

export async function authRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, authCalls.login, async ({ body, deps, request }) => {
    const { db, config } = deps;
    const address = request.ip;
    const user = await db.selectFrom('users').selectAll().where('usernameKey', '=', body.username.toLowerCase()).executeTakeFirst();
    const actor = { id: user?.id ?? null, username: user?.username ?? body.username };
    const refuse = async (error: ApiError, detail: string) => {
      await writeAudit(db, actor, { action: 'sign-in-failed', entity: SESSION, detail, address });
      return error;
    };
    const throttled = async <T>(attempt: Promise<T>): Promise<T> => {
      try {
        return await attempt;
      } catch (error) {
        if (!(error instanceof ThrottleRefusal)) throw error;
        // Aggregated: a locked key under attack would otherwise write a row per refused attempt.
        if (isAuditedRefusal(error.refusedInLock)) {
          await refuse(error, `Locked after too many failed sign-ins (${error.refusedInLock} refused in this lock so far)`);
        }
        throw error;
      }
    };
    await throttled(chargeAttempt(db, body.username, address));
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
    const secret = user?.totpSecret ?? null;
    // Codes (the app's or a recovery code) are checked only after the right password, and then counted from every address.
    const proof = user && passwordOk && secret ? await throttled(checkSecondFactor(db, { id: user.id, secret }, body.username, body.code)) : null;
    const codeOk = !secret || proof !== null;
    if (!user || !passwordOk || !codeOk) {
      throw await refuse(new ApiError(401, SIGN_IN_FAILED), !user ? 'Unknown email' : !passwordOk ? 'Wrong password' : 'Wrong one-time code');
    }
    if (user.status !== 0) {
      await refundAttempt(db, body.username, address, false);
      throw await refuse(new ApiError(401, 'This account is suspended. Ask an administrator.'), 'Account suspended');
    }
    const spent = proof ? await spendSecondFactor(db, user.id, proof) : {};
    if (!spent) {
      const recovery = proof !== null && 'recoveryCodeHash' in proof;
      throw await refuse(
        new ApiError(401, recovery ? 'That recovery code was already used.' : 'That code was already used. Wait for the next one.'),
        recovery ? 'Recovery code used again' : 'One-time code used again',
      );
    }
    await refundAttempt(db, body.username, address, true);
    // A recovery code's sign-in says so in the audit trail, with how many are left.
    const detail = spent.recoveryCodesLeft === undefined ? undefined : `Signed in with a recovery code (${spent.recoveryCodesLeft} left)`;
    const authorization = await db.transaction().execute(async (tx) => {
      await writeAudit(tx, actor, { action: 'sign-in', entity: SESSION, address, ...(detail ? { detail } : {}) });
      return openSession(tx, user.id, config.sessionAbsoluteSeconds);
    });
    const permissionIds = await permissionIdsOf(deps, user.id);
    const auth: AuthSession = {
      authorization,
      firstname: user.firstname,
      rolePermissions: permissionIds.map((permissionId) => ({ permissionId })),
      ...(mustEnrolFirst(config.requireSecondFactor, {
        hasSecondFactor: user.totpSecret !== null,
        enrolmentDue: user.enrolSecondFactor === 1,
        permissionIds,
      })
        ? { enrolSecondFactor: true }
        : {}),
    };
    return { auth };
  });

  defineRoute(app, authCalls.logout, async ({ user, deps, request }) => {
    await deps.db.transaction().execute(async (tx) => {
      await revokeSession(tx, user.tokenHash);
      await writeAudit(tx, user, { action: 'sign-out', entity: SESSION, address: request.ip });
    });
    return null;
  });

  defineRoute(app, authCalls.session, async ({ user }) => ({
    firstname: user.firstname,
    username: user.username,
    rolePermissions: user.permissionIds.map((permissionId) => ({ permissionId })),
  }));

  passwordResetRoutes(app);
}
