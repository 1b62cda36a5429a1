import { sql, type RawBuilder } from 'kysely';
import { nowSeconds } from '../core/clock';
import { compiledOnce } from '../db/compiled-once';
import type { AppDeps } from '../http/app-deps';
import { ApiError } from '../http/api-error';
import { hashToken } from './tokens';

export interface SignedInUser {
  id: string;
  firstname: string;
  /** With firstname, the name a receipt gives its cashier, without another query. */
  lastname: string;
  username: string;
  permissionIds: number[];
  tokenHash: string;
  /** A confirmed one-time code secret is on the account. */
  hasSecondFactor: boolean;
  /** An administrator created the account or reset its second factor: it enrols one of its own first. */
  enrolmentDue: boolean;
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
 * The session, its user and the permissions the user's roles hold, in one statement compiled once
 * (every signed-in call runs it first: two statements built afresh each time were a large share of a
 * list call's cost, docs/performance.md "The employee list"). The permissions come as one list,
 * each database aggregating in its own words.
 */
const sessionWith = (permissions: (userId: RawBuilder<unknown>) => RawBuilder<string | null>) =>
  compiledOnce((db, tokenHash: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.userId')
      .select([
        'users.id',
        'users.firstname',
        'users.lastname',
        'users.username',
        'users.status',
        'users.totpSecret',
        'users.enrolSecondFactor',
        'sessions.lastSeen',
        'sessions.expiresAt',
        'sessions.revoked',
        permissions(sql.ref('users.id')).as('permissions'),
      ])
      .where('sessions.tokenHash', '=', tokenHash),
  );
const PERMISSIONS_OF = (aggregate: RawBuilder<string | null>, userId: RawBuilder<unknown>) =>
  sql<string | null>`(select ${aggregate} from user_roles ur inner join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = ${userId})`;
const sessionOnSqlite = sessionWith((userId) => PERMISSIONS_OF(sql`group_concat(distinct rp.permission_id)`, userId));
const sessionOnPostgres = sessionWith((userId) => PERMISSIONS_OF(sql`string_agg(distinct rp.permission_id::text, ',')`, userId));

/** The aggregated permission ids, ascending as `permissionIdsOf` answers them. */
const permissionList = (list: string | null): number[] =>
  list
    ? list
        .split(',')
        .map(Number)
        .sort((a, b) => a - b)
    : [];

/**
 * Resolves the Authorization header to a signed-in user with the permissions their roles hold now,
 * so a changed role applies on the next request. Anything else is a 403.
 */
export async function authenticate(deps: AppDeps, header: string | undefined): Promise<SignedInUser> {
  const token = tokenFromHeader(header);
  if (!token) throw new ApiError(403, 'Please sign in.');
  const tokenHash = hashToken(token);
  const now = nowSeconds();
  const [row] = await (deps.dialect === 'postgres' ? sessionOnPostgres : sessionOnSqlite)(deps.db, tokenHash);
  const expired = !row || row.revoked !== 0 || row.status !== ACTIVE || row.expiresAt <= now || row.lastSeen + deps.config.sessionIdleSeconds <= now;
  if (expired) throw new ApiError(403, 'Your session has ended. Please sign in again.');
  if (now - row.lastSeen >= LAST_SEEN_GRANULARITY) {
    await deps.db.updateTable('sessions').set({ lastSeen: now }).where('tokenHash', '=', tokenHash).execute();
  }
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    username: row.username,
    permissionIds: permissionList(row.permissions),
    tokenHash,
    hasSecondFactor: row.totpSecret !== null,
    enrolmentDue: row.enrolSecondFactor === 1,
  };
}

export async function permissionIdsOf(deps: Pick<AppDeps, 'db'>, userId: string): Promise<number[]> {
  const rows = await deps.db
    .selectFrom('user_roles')
    .innerJoin('role_permissions', 'role_permissions.roleId', 'user_roles.roleId')
    .select('role_permissions.permissionId')
    .distinct()
    .where('user_roles.userId', '=', userId)
    .execute();
  return rows.map((r) => r.permissionId).sort((a, b) => a - b);
}
