/** Every answer of the API: the HTTP status equals `status`. */
export interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
}

/** What the client gets back from a failed call. */
export interface ApiError {
  status: number;
  message: string;
  errors?: Record<string, string>;
}

export interface RolePermission {
  permissionId: number;
}

export interface AuthSession {
  authorization: string;
  firstname: string;
  rolePermissions: RolePermission[];
  /** Set when the account must enrol a second factor before any other call (docs/security.md). */
  enrolSecondFactor?: boolean;
}

export interface Paged {
  size: number;
}

export interface RemotesConfig {
  remotes: Record<string, string>;
}
