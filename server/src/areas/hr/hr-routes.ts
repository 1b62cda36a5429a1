import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard';
import { dashboardListRoutes } from './dashboard-lists';
import { departmentRoutes } from './department-routes';
import { employeeRoutes } from './employee-routes';
import { exportRoutes } from './export-routes';
import { importRoutes } from './import-routes';
import { importTemplateRoutes } from './import-template';
import { photoRoutes } from './photo-routes';
import { referenceRoutes, seedReferenceData } from './reference-data';

/** The HR area: employees, departments, reference lists, photos, exports, imports and the dashboard figures. */
export async function hrRoutes(app: FastifyInstance): Promise<void> {
  await seedReferenceData(app.deps.db);
  referenceRoutes(app);
  departmentRoutes(app);
  employeeRoutes(app);
  await photoRoutes(app);
  exportRoutes(app);
  importRoutes(app);
  importTemplateRoutes(app);
  dashboardRoutes(app, app.deps.config.hr);
  dashboardListRoutes(app, app.deps.config.hr);
}
