import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit-routes';
import { permissionRoutes } from './permission-routes';
import { roleRoutes } from './role-routes';
import { settingsRoutes } from './settings-routes';
import { userRoutes } from './user-routes';

/** Users, roles, permissions, the signed-in user's own /settings calls, and the audit trail. */
export async function securityRoutes(app: FastifyInstance): Promise<void> {
  userRoutes(app);
  roleRoutes(app);
  permissionRoutes(app);
  settingsRoutes(app);
  auditRoutes(app);
}
