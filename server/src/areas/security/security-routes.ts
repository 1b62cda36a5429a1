import type { FastifyInstance } from 'fastify';
import { permissionRoutes } from './permission-routes';
import { roleRoutes } from './role-routes';
import { settingsRoutes } from './settings-routes';
import { userRoutes } from './user-routes';

/** Users, roles, permissions and the signed-in user's own /settings calls. */
export async function securityRoutes(app: FastifyInstance): Promise<void> {
  userRoutes(app);
  roleRoutes(app);
  permissionRoutes(app);
  settingsRoutes(app);
}
