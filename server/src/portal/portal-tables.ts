/** The portal's own sessions (migration 0026): a subscriber's, never a staff user's. */
export interface PortalSessionsTable {
  tokenHash: string;
  customerId: string;
  created: number;
  lastSeen: number;
  expiresAt: number;
  revoked: number;
}

export interface PortalTables {
  portal_sessions: PortalSessionsTable;
}
