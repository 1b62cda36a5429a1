import type { Generated } from 'kysely';

/** Tables of the sign-in and security core. Areas declare theirs beside their code. */
export interface UsersTable {
  id: string;
  firstname: string;
  lastname: string;
  phone: string;
  username: string;
  /** lower(username), unique: usernames are unique case-insensitively. */
  usernameKey: string;
  passwordHash: string;
  totpSecret: string | null;
  /** A second-factor secret offered but not yet confirmed with a code (migration 0008). */
  totpPendingSecret: Generated<string | null>;
  /** Last accepted TOTP time step, so a code is accepted once. */
  totpLastStep: number | null;
  /** 1 while the account must enrol a second factor of its own before anything else (migration 0020). */
  enrolSecondFactor: Generated<number>;
  status: number;
  created: number;
  updated: number;
}

export interface RolesTable {
  id: string;
  name: string;
  created: number;
  updated: number;
}

export interface PermissionsTable {
  id: number;
  name: string;
  groupName: string;
  created: number;
  updated: number;
}

export interface RolePermissionsTable {
  roleId: string;
  permissionId: number;
}

export interface UserRolesTable {
  userId: string;
  roleId: string;
}

export interface SessionsTable {
  tokenHash: string;
  userId: string;
  created: number;
  lastSeen: number;
  expiresAt: number;
  revoked: number;
}

export interface LoginThrottleTable {
  /** 'account:<email>', 'address:<ip>', 'pair:<email>|<ip>', 'reset-account:<email>', 'reset-address:<ip>'. */
  key: string;
  failures: number;
  windowStart: number;
  lockedUntil: number;
  /** Attempts refused during the current lock (audited in aggregate). */
  refused: Generated<number>;
}

export interface PasswordResetsTable {
  tokenHash: string;
  userId: string;
  created: number;
  expiresAt: number;
  used: number;
}

/** A single-use recovery code, hashed (auth/recovery-codes.ts); `used` is when it was spent. */
export interface RecoveryCodesTable {
  codeHash: string;
  userId: string;
  created: number;
  used: number | null;
}

export interface OutboxTable {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  created: number;
  sent: number;
}

export interface ServerSettingsTable {
  key: string;
  value: string;
}

/** One line of the audit trail; `changes` is JSON `{ field: { before, after } }` with secrets redacted. */
export interface AuditLogTable {
  id: string;
  at: number;
  actorId: string | null;
  /** The username acting, or the email typed at a failed sign-in. */
  actor: string;
  action: string;
  entity: string;
  entityId: string | null;
  changes: string | null;
  detail: string | null;
  address: string | null;
}

export interface CoreTables {
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  password_resets: PasswordResetsTable;
  recovery_codes: RecoveryCodesTable;
  outbox: OutboxTable;
  server_settings: ServerSettingsTable;
  audit_log: AuditLogTable;
}
