import { CUSTOMER_STATUSES } from '@console/api/contract';
import { nowSeconds } from '../core/clock';
import type { Db, Tx } from '../db/schema';
import type { AppDeps } from '../http/app-deps';
import { ApiError } from '../http/api-error';
import { hashToken, newToken } from '../auth/tokens';
import { tokenFromHeader } from '../auth/authenticate';

/**
 * The portal's own session realm (docs/portal.md): a token in `portal_sessions`, tied to a
 * subscriber. Staff sessions live in `sessions`; neither table is read for the other's calls, so a
 * staff token opens no portal call and a portal token opens no staff call.
 */
export interface Subscriber {
  /** The customer's id. */
  id: string;
  username: string;
  name: string;
  tokenHash: string;
  /** How the audit trail names whoever acted through the portal. */
  actor: { id: null; username: string };
}

// A phone stays signed in: a week without use, a month at most. The network password's change ends them.
export const PORTAL_IDLE_SECONDS = 7 * 86_400;
export const PORTAL_ABSOLUTE_SECONDS = 30 * 86_400;
const LAST_SEEN_GRANULARITY = 60;

/** The audit trail's name for a subscriber acting in the portal. */
export const subscriberActor = (username: string) => ({ id: null, username: `subscriber ${username}` });

export async function openPortalSession(db: Db | Tx, customerId: string): Promise<string> {
  const token = newToken();
  const now = nowSeconds();
  await db
    .insertInto('portal_sessions')
    .values({ tokenHash: hashToken(token), customerId, created: now, lastSeen: now, expiresAt: now + PORTAL_ABSOLUTE_SECONDS, revoked: 0 })
    .execute();
  return token;
}

/** Ends the subscriber's portal sessions, but one (the password's change keeps the phone that made it). */
export async function endPortalSessions(db: Db | Tx, customerId: string, exceptTokenHash?: string): Promise<void> {
  let query = db.updateTable('portal_sessions').set({ revoked: 1 }).where('customerId', '=', customerId).where('revoked', '=', 0);
  if (exceptTokenHash) query = query.where('tokenHash', '!=', exceptTokenHash);
  await query.execute();
}

/** The Authorization header's portal session, of an active subscriber; a 403 otherwise (as a staff call without a session). */
export async function authenticateSubscriber(deps: AppDeps, header: string | undefined): Promise<Subscriber> {
  const token = tokenFromHeader(header);
  if (!token) throw new ApiError(403, 'Please sign in.');
  const tokenHash = hashToken(token);
  const now = nowSeconds();
  const row = await deps.db
    .selectFrom('portal_sessions as s')
    .innerJoin('customers as c', 'c.id', 's.customerId')
    .select(['c.id', 'c.username', 'c.name', 'c.status', 's.lastSeen', 's.expiresAt', 's.revoked'])
    .where('s.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  const lastSeen = Number(row?.lastSeen ?? 0);
  if (!row || row.revoked !== 0 || row.status !== CUSTOMER_STATUSES.ACTIVE || Number(row.expiresAt) <= now || lastSeen + PORTAL_IDLE_SECONDS <= now) {
    throw new ApiError(403, 'Your session has ended. Please sign in again.');
  }
  if (now - lastSeen >= LAST_SEEN_GRANULARITY) {
    await deps.db.updateTable('portal_sessions').set({ lastSeen: now }).where('tokenHash', '=', tokenHash).execute();
  }
  return { id: row.id, username: row.username, name: row.name, tokenHash, actor: subscriberActor(row.username) };
}
