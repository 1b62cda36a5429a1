import type { FastifyInstance } from 'fastify';
import { CUSTOMER_STATUSES, portalCalls } from '@console/api/contract';
import { writeAudit } from '../audit/audit';
import { ThrottleRefusal, chargeAttempt, refundAttempt } from '../auth/login-throttle';
import { ApiError } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import { networkPasswordMatches } from './network-credentials';
import { openPortalSession, subscriberActor } from './portal-sessions';

const SIGN_IN_FAILED = 'Wrong username or password.';
/** The audit trail's entity of portal sign-ins and sign-outs. */
export const PORTAL_SESSION = 'Portal session';

// As the staff sign-in: the 1st, 10th, 100th ... attempt refused during one lock is audited.
const isAuditedRefusal = (count: number) => Number.isInteger(Math.log10(count));

/**
 * The portal's sign-in with the network username and password, throttled as the staff sign-in is
 * (auth/login-throttle.ts, keys of the portal's own realm): guesses lock the pair of account and
 * address and a guessing address, never the account itself, so no one can lock a subscriber out of
 * their own portal from elsewhere (the owner-lockout flaw of docs/security.md).
 */
export function portalSignInRoutes(app: FastifyInstance): void {
  defineRoute(app, portalCalls.signIn, async ({ body, deps, request }) => {
    const { db } = deps;
    const address = request.ip;
    const actor = subscriberActor(body.username);
    try {
      await chargeAttempt(db, body.username, address, 'portal');
    } catch (error) {
      if (error instanceof ThrottleRefusal && isAuditedRefusal(error.refusedInLock)) {
        const detail = `Portal locked after too many failed sign-ins (${error.refusedInLock} refused in this lock so far)`;
        await writeAudit(db, actor, { action: 'sign-in-failed', entity: PORTAL_SESSION, detail, address });
      }
      throw error;
    }
    const customer = await db
      .selectFrom('customers')
      .select(['id', 'username', 'name', 'status', 'networkPassword', 'passwordSsha512'])
      .where('usernameKey', '=', body.username.toLowerCase())
      .executeTakeFirst();
    if (!customer || !networkPasswordMatches(customer, body.password)) {
      await writeAudit(db, actor, {
        action: 'sign-in-failed',
        entity: PORTAL_SESSION,
        detail: customer ? 'Wrong password' : 'Unknown username',
        address,
      });
      throw new ApiError(401, SIGN_IN_FAILED);
    }
    if (customer.status !== CUSTOMER_STATUSES.ACTIVE) {
      await refundAttempt(db, body.username, address, false, 'portal');
      await writeAudit(db, subscriberActor(customer.username), {
        action: 'sign-in-failed',
        entity: PORTAL_SESSION,
        entityId: customer.id,
        detail: 'Suspended',
        address,
      });
      throw new ApiError(401, 'This account is suspended. Contact your provider.');
    }
    await refundAttempt(db, body.username, address, true, 'portal');
    const token = await db.transaction().execute(async (tx) => {
      await writeAudit(tx, subscriberActor(customer.username), { action: 'sign-in', entity: PORTAL_SESSION, entityId: customer.id, address });
      return openPortalSession(tx, customer.id);
    });
    return { token, name: customer.name };
  });

  defineRoute(app, portalCalls.signOut, async ({ user, deps, request }) => {
    await deps.db.transaction().execute(async (tx) => {
      await tx.updateTable('portal_sessions').set({ revoked: 1 }).where('tokenHash', '=', user.tokenHash).execute();
      await writeAudit(tx, user.actor, { action: 'sign-out', entity: PORTAL_SESSION, entityId: user.id, address: request.ip });
    });
    return null;
  });
}
