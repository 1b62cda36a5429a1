import { P } from '@console/api';
import { listedRow, renderMounted, sessionWith } from '@console/testing';
import InternetRoutes from '../routes';
import { mockInternetApi } from './internet-mock-api';

/** The area at its real paths as the shell mounts it, signed in with `permissions` (super user by default). */
export function renderArea(route: string, permissions: number[] = [P.SUPER_USER]) {
  return renderMounted({ '/internet/*': <InternetRoutes /> }, { route, session: sessionWith(...permissions) });
}

/** Opens a list of the area over the fake API's records, and answers its headers and the cells of the row showing `rowName`. */
export function openList(route: string, rowName: string) {
  mockInternetApi();
  renderArea(route);
  return listedRow(rowName);
}
