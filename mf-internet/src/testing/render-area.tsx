import { P } from '@console/api';
import { renderMounted, sessionWith } from '@console/testing';
import InternetRoutes from '../routes';

/** The area at its real paths as the shell mounts it, signed in with `permissions` (super user by default). */
export function renderArea(route: string, permissions: number[] = [P.SUPER_USER]) {
  return renderMounted({ '/internet/*': <InternetRoutes /> }, { route, session: sessionWith(...permissions) });
}
