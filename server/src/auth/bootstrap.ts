import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PostgresAdapter, sql } from 'kysely';
import { PERMISSION_CATALOGUE, password as passwordSchema } from '@console/api/contract';
import type { Db } from '../db/schema';
import { nowSeconds } from '../core/clock';
import { newId } from '../core/ids';
import { newPasswordProblem } from './password-policy';
import { hashPassword } from './passwords';

export const ADMIN_ROLE = 'Administrator';

/** Keeps the permissions table in step with the catalogue: new ids added, names refreshed. */
export async function seedPermissions(db: Db): Promise<void> {
  const now = nowSeconds();
  await db.transaction().execute(async (tx) => {
    for (const p of PERMISSION_CATALOGUE) {
      await tx
        .insertInto('permissions')
        .values({ id: p.id, name: p.name, groupName: p.group, created: now, updated: now })
        .onConflict((oc) => oc.column('id').doUpdateSet({ name: p.name, groupName: p.group }))
        .execute();
    }
  });
}

/**
 * On an empty database: one Administrator role holding every permission and one administrator,
 * from ADMIN_EMAIL / ADMIN_PASSWORD or with a random password printed once.
 */
export async function bootstrapAdministrator(
  db: Db,
  options: { adminEmail: string | null; adminPassword: string | null },
  log: FastifyBaseLogger,
): Promise<void> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return;
  const email = options.adminEmail ?? 'admin@example.com';
  const password = options.adminPassword ?? randomBytes(12).toString('base64url');
  const problem = passwordSchema.safeParse(password).success ? newPasswordProblem(password, email) : 'It must be 8 to 128 characters.';
  if (problem) throw new Error(`ADMIN_PASSWORD is refused by the password policy: ${problem}`);
  const passwordHash = await hashPassword(password);
  // Instances starting together on an empty database all find no user above: under one lock, the
  // first creates the administrator and the others find it (they failed on roles_name_key before).
  // SQLite's transactions already take the write lock when they begin (create-database.ts).
  const created = await db.transaction().execute(async (tx) => {
    if (tx.getExecutor().adapter instanceof PostgresAdapter)
      await sql`select pg_advisory_xact_lock(hashtext('console.first-administrator'))`.execute(tx);
    if (await tx.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;
    await insertAccount(tx, {
      userId: newId(),
      roleId: newId(),
      roleName: ADMIN_ROLE,
      permissionIds: PERMISSION_CATALOGUE.map((p) => p.id),
      firstname: 'Admin',
      lastname: 'User',
      phone: '08000000000',
      username: email,
      passwordHash,
    });
    return true;
  });
  if (!created) return;
  if (options.adminPassword) {
    log.info({ email }, 'created the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD');
  } else {
    // Printed once, on purpose, to the console: the only way to learn a random first password.
    process.stdout.write(`\nFirst administrator created: ${email} / ${password}\nChange the password after signing in.\n\n`);
  }
}

/** A new role holding `permissionIds` and a new active user in it, without a second factor yet. */
export async function insertAccount(
  db: Db,
  account: {
    userId: string;
    roleId: string;
    roleName: string;
    permissionIds: readonly number[];
    firstname: string;
    lastname: string;
    phone: string;
    username: string;
    passwordHash: string;
  },
): Promise<void> {
  const { userId, roleId } = account;
  const now = nowSeconds();
  await db.insertInto('roles').values({ id: roleId, name: account.roleName, created: now, updated: now }).execute();
  if (account.permissionIds.length > 0) {
    await db
      .insertInto('role_permissions')
      .values(account.permissionIds.map((permissionId) => ({ roleId, permissionId })))
      .execute();
  }
  await db
    .insertInto('users')
    .values({
      id: userId,
      firstname: account.firstname,
      lastname: account.lastname,
      phone: account.phone,
      username: account.username,
      usernameKey: account.username.toLowerCase(),
      passwordHash: account.passwordHash,
      totpSecret: null,
      totpLastStep: null,
      status: 0,
      created: now,
      updated: now,
    })
    .execute();
  await db.insertInto('user_roles').values({ userId, roleId }).execute();
}
