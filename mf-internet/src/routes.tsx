import { CUSTOMER_ACCESS, INTERNET_ACCESS, SESSION_ACCESS } from '@console/api';
import { AreaRoutes, recordPages, type AreaPage } from '@console/ui';
import { CustomerCreatePage } from './features/customers/components/customer-create-page';
import { CustomerPage } from './features/customers/components/customer-page';
import { CustomersPage } from './features/customers/components/customers-page';
import { StatementPage } from './features/vouchers/components/statement-page';
import { VoucherBatchCreatePage } from './features/vouchers/components/voucher-batch-create-page';
import { VoucherBatchPage } from './features/vouchers/components/voucher-batch-page';
import { VoucherBatchesPage } from './features/vouchers/components/voucher-batches-page';
import { VoucherSheetPage } from './features/vouchers/components/voucher-sheet-page';
import { LocationCreatePage } from './features/locations/components/location-create-page';
import { LocationEditPage } from './features/locations/components/location-edit-page';
import { LocationsPage } from './features/locations/components/locations-page';
import { NasCreatePage } from './features/nas/components/nas-create-page';
import { NasEditPage } from './features/nas/components/nas-edit-page';
import { NasPage } from './features/nas/components/nas-page';
import { PlanCreatePage } from './features/plans/components/plan-create-page';
import { PlanEditPage } from './features/plans/components/plan-edit-page';
import { PlansPage } from './features/plans/components/plans-page';
import { PLAN_KINDS } from './features/plans/plan-kinds';
import { ProfileCreatePage } from './features/profiles/components/profile-create-page';
import { ProfileEditPage } from './features/profiles/components/profile-edit-page';
import { ProfilesPage } from './features/profiles/components/profiles-page';
import { SalePointCreatePage } from './features/sale-points/components/sale-point-create-page';
import { SalePointEditPage } from './features/sale-points/components/sale-point-edit-page';
import { SalePointsPage } from './features/sale-points/components/sale-points-page';
import { AuthAttemptsPage } from './features/sessions/components/auth-attempts-page';
import { OnlineNowPage } from './features/sessions/components/online-now-page';
import { UsagePage } from './features/sessions/components/usage-page';
import { SiteCreatePage } from './features/sites/components/site-create-page';
import { SiteEditPage } from './features/sites/components/site-edit-page';
import { SitesPage } from './features/sites/components/sites-page';

/** A sub-area whose own address leads to its list, with the record type's pages (see recordPages). */
const subArea = (...args: Parameters<typeof recordPages>): AreaPage[] => [{ path: args[0], redirectTo: 'all' }, ...recordPages(...args)];

const A = INTERNET_ACCESS;
const C = CUSTOMER_ACCESS;

/** Who opens an internet record type's pages: its list's readers, then INTERNET_ACCESS's create<Name> and modify<Name>. */
const rights = (list: readonly number[], name: 'SalePoint' | 'Location' | 'Nas' | 'Site' | 'Profile') => ({
  list,
  create: A[`create${name}`],
  modify: A[`modify${name}`],
});

const PAGES: AreaPage[] = [
  { path: 'plans', redirectTo: 'prepaid' },
  ...PLAN_KINDS.flatMap((kind): AreaPage[] => [
    { path: `plans/${kind.path}`, anyOf: A.listPlans, page: <PlansPage key={kind.path} kind={kind} /> },
    { path: `plans/${kind.path}/create`, anyOf: A.createPlan, page: <PlanCreatePage kind={kind} /> },
    { path: `plans/${kind.path}/:id`, anyOf: A.modifyPlan, page: <PlanEditPage kind={kind} /> },
  ]),
  ...subArea('salepoints', rights(A.listSalePoints, 'SalePoint'), [<SalePointsPage />, <SalePointCreatePage />, <SalePointEditPage />]),
  ...subArea('locations', rights(A.listLocations, 'Location'), [<LocationsPage />, <LocationCreatePage />, <LocationEditPage />]),
  ...subArea('nas', rights(A.listNas, 'Nas'), [<NasPage />, <NasCreatePage />, <NasEditPage />]),
  ...subArea('site', rights(A.listSites, 'Site'), [<SitesPage />, <SiteCreatePage />, <SiteEditPage />]),
  ...subArea('profile', rights(A.listProfiles, 'Profile'), [<ProfilesPage />, <ProfileCreatePage />, <ProfileEditPage />]),
  ...subArea('customers', { list: C.listCustomers, create: C.createCustomer, modify: C.readCustomer }, [
    <CustomersPage />,
    <CustomerCreatePage />,
    <CustomerPage />,
  ]),
  ...subArea('vouchers', { list: C.listVouchers, create: C.generateVouchers, modify: C.listVouchers }, [
    <VoucherBatchesPage />,
    <VoucherBatchCreatePage />,
    <VoucherBatchPage />,
  ]),
  { path: 'vouchers/:id/print', anyOf: C.printVouchers, page: <VoucherSheetPage /> },
  { path: 'statements', anyOf: C.salePointStatement, page: <StatementPage /> },
  { path: 'sessions', anyOf: SESSION_ACCESS.listSessions, page: <OnlineNowPage /> },
  { path: 'usage', anyOf: SESSION_ACCESS.usage, page: <UsagePage /> },
  { path: 'login-attempts', anyOf: SESSION_ACCESS.authAttempts, page: <AuthAttemptsPage /> },
];

/**
 * The Internet area, under /internet: plans by type with their constraints, sale points,
 * locations, NAS, sites and service profiles, each page behind the permission its calls need.
 */
export default function InternetRoutes() {
  return <AreaRoutes home="plans/prepaid" pages={PAGES} />;
}
