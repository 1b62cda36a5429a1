import { nowSeconds } from '../core/clock';
import type { AppDeps } from '../http/app-deps';
import { ApiError } from '../http/api-error';
import { hashToken } from './tokens';

export interface SignedInUser {
  id: string;
  firstname: string;
  username: string;
  permissionIds: number[];
  tokenHash: string;
  /** A confirmed one-time code secret is on the account. */
  hasSecondFactor: boolean;
}

const ACTIVE = 0;
// last_seen is written at most once a minute per session, so reads do not turn into writes.
const LAST_SEEN_GRANULARITY = 60;

export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || null;
}

/**
 * Resolves the Authorization header to a signed-in user with the permissions their roles hold now,
 * so a changed role applies on the next request. Anything else is a 403.
 */
export async function authenticate(deps: AppDeps, header: string | undefined): Promise<SignedInUser> {
  const token = tokenFromHeader(header);
  if (!token) throw new ApiError(403, 'Please sign in.');
  const tokenHash = hashToken(token);
  const now = nowSeconds();
  const row = await deps.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.firstname',
      'users.username',
      'users.status',
      'users.totp_secret',
      'sessions.last_seen',
      'sessions.expires_at',
      'sessions.revoked',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  const expired =
    !row || row.revoked !== 0 || row.status !== ACTIVE || row.expires_at <= now || row.last_seen + deps.config.sessionIdleSeconds <= now;
  if (expired) throw new ApiError(403, 'Your session has ended. Please sign in again.');
  if (now - row.last_seen >= LAST_SEEN_GRANULARITY) {
    await deps.db.updateTable('sessions').set({ last_seen: now }).where('token_hash', '=', tokenHash).execute();
  }
  return {
    id: row.id,
    firstname: row.firstname,
    username: row.username,
    permissionIds: await permissionIdsOf(deps, row.id),
    tokenHash,
    hasSecondFactor: row.totp_secret !== null,
  };
}

export async function permissionIdsOf(deps: Pick<AppDeps, 'db'>, userId: string): Promise<number[]> {
  const rows = await deps.db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'user_roles.role_id')
    .select('role_permissions.permission_id')
    .distinct()
    .where('user_roles.user_id', '=', userId)
    .execute();
  return rows.map((r) => r.permission_id).sort((a, b) => a - b);
}
