/** The revenue report's sums by local day (migration 0022, revenue-days.ts). Amounts in kobo. */

export interface MoneyRevenueDaysTable {
  /** A grouping: 'all', 'location', 'method', 'plan', 'sale-point', 'user'. */
  dimension: string;
  /** Days since 1970-01-01 on RADIUS_TIME_ZONE's clock (radius_clock). */
  day: number;
  /** The grouping's id ('' for none, and for 'all'); 'method' holds the method itself. */
  value: string;
  revenueKobo: number;
  discountsKobo: number;
  takingsKobo: number;
}

export interface RevenueTables {
  money_revenue_days: MoneyRevenueDaysTable;
}
