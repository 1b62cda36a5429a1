import type { FastifyInstance } from 'fastify';
import { hrRoutes } from './hr/hr-routes';
import { internetRoutes } from './internet/internet-routes';
import { searchRoutes } from './search/search-routes';
import { securityRoutes } from './security/security-routes';
import { moneyRoutes } from '../money/payment-routes';
import { revenueRoutes } from '../money/revenue-routes';
import { receivableRoutes } from '../money/receivable-routes';
import { portalRoutes } from '../portal/portal-routes';
import { hotspotRoutes } from '../hotspot/hotspot-routes';
import { noticeRoutes } from '../notices/notice-routes';

/** Each business area's routes, one Fastify plugin per area. */
export const areaPlugins: Array<(app: FastifyInstance) => Promise<void>> = [
  internetRoutes,
  hrRoutes,
  securityRoutes,
  searchRoutes,
  moneyRoutes,
  revenueRoutes,
  receivableRoutes,
  hotspotRoutes,
  portalRoutes,
  noticeRoutes,
];
