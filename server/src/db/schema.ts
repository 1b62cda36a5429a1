import type { Kysely, Transaction } from 'kysely';
import type { CoreTables } from './core-tables';
import type { HrTables } from '../areas/hr/hr-tables';
import type { InternetTables } from '../areas/internet/internet-tables';
import type { CustomerTables } from '../areas/internet/customers-tables';
import type { RadiusTables } from '../radius/radius-tables';
import type { DeviceTables } from '../radius/device-tables';
import type { JobTables } from '../jobs/job-tables';
import type { MoneyTables } from '../money/money-tables';
import type { InvoiceTables } from '../money/invoice-tables';
import type { RevenueTables } from '../money/revenue-tables';
import type { PortalTables } from '../portal/portal-tables';
import type { NoticeTables } from '../notices/notice-tables';

/**
 * The whole database as Kysely sees it: the core tables plus each area's, added here as
 * `& InternetTables` and so on when an area declares them.
 */
export type Database = CoreTables &
  InternetTables &
  HrTables &
  CustomerTables &
  RadiusTables &
  DeviceTables &
  JobTables &
  MoneyTables &
  RevenueTables &
  InvoiceTables &
  PortalTables &
  NoticeTables;

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
export type Dialect = 'sqlite' | 'postgres';
