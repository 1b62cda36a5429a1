import { baseApi } from '@console/api';
import { recordEndpoints } from '@console/ui';

// 'Dashboard' is HR's tag too: the dashboard shows the payer report, which sales and vouchers change.
const INTERNET_TAGS = [
  'Plan',
  'SalePoint',
  'Location',
  'Nas',
  'Site',
  'Profile',
  'Customer',
  'Subscription',
  'Voucher',
  'Dashboard',
  'Session',
  'Payment',
  'Notice',
] as const;
export type InternetTag = (typeof INTERNET_TAGS)[number];

/** The console's api with the internet area's cache tags; every internet feature injects its endpoints here. */
export const internetApi = baseApi.enhanceEndpoints({ addTagTypes: INTERNET_TAGS });

/** The five plain calls of an internet record type (`recordEndpoints`). */
export const internetRecords = recordEndpoints<InternetTag>();
