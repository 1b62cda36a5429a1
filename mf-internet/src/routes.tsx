import { CUSTOMER_ACCESS, INTERNET_ACCESS, INTERNET_MENU, PAYMENT_ACCESS, SALE_POINT_MONEY_ACCESS, SESSION_ACCESS } from '@console/api';
import { AreaRoutes, entryPage, recordPages, type AreaPage } from '@console/ui';
import { CashUpPage } from './features/revenue/components/cash-up-page';
import { DebtsPage } from './features/revenue/components/debts-page';
import { InternetDashboardPage } from './features/revenue/components/internet-dashboard-page';
import { RevenueReportPage } from './features/revenue/components/revenue-report-page';
import { CustomerCreatePage } from './features/customers/components/customer-create-page';
import { CustomerPage } from './features/customers/components/customer-page';
import { CustomersPage } from './features/customers/components/customers-page';
import { ReceiptPage } from './features/payments';
import { InvoicePage, InvoicesPage } from './features/invoices';
import { NoticesPage } from './features/notices';
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
import { NasUsagePage } from './features/usage';
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
const subArea = (...args: Parameters<typeof recordPages>): AreaPage[] => [
  { path: args[0].path.slice(0, -'/all'.length), redirectTo: 'all' },
  ...recordPages(...args),
];

const A = INTERNET_ACCESS;
const C = CUSTOMER_ACCESS;
const M = INTERNET_MENU.entries;

/** Who opens an internet record type's create and edit pages: INTERNET_ACCESS's create<Name> and modify<Name>. */
const rights = (name: 'Location' | 'Nas' | 'Site' | 'Profile') => ({ create: A[`create${name}`], modify: A[`modify${name}`] });

const PAGES: AreaPage[] = [
  { path: 'plans', redirectTo: 'prepaid' },
  ...PLAN_KINDS.flatMap((kind): AreaPage[] => [
    // Both kinds' lists are behind the Plans entry's permissions (the menu links to the first kind's).
    { path: `plans/${kind.path}`, anyOf: M.plans.anyOf, page: <PlansPage key={kind.path} kind={kind} /> },
    { path: `plans/${kind.path}/create`, anyOf: A.createPlan, page: <PlanCreatePage kind={kind} /> },
    { path: `plans/${kind.path}/:id`, anyOf: A.modifyPlan, page: <PlanEditPage kind={kind} /> },
  ]),
  // A sale point's page also opens, read-only, to whoever reads its statement.
  ...subArea(M.salePoints, { create: A.createSalePoint, modify: [...A.modifySalePoint, ...SALE_POINT_MONEY_ACCESS.statement] }, [
    <SalePointsPage />,
    <SalePointCreatePage />,
    <SalePointEditPage />,
  ]),
  ...subArea(M.locations, rights('Location'), [<LocationsPage />, <LocationCreatePage />, <LocationEditPage />]),
  ...subArea(M.nas, rights('Nas'), [<NasPage />, <NasCreatePage />, <NasEditPage />]),
  { path: 'nas/:id/usage', anyOf: SESSION_ACCESS.usage, page: <NasUsagePage /> },
  ...subArea(M.sites, rights('Site'), [<SitesPage />, <SiteCreatePage />, <SiteEditPage />]),
  ...subArea(M.profiles, rights('Profile'), [<ProfilesPage />, <ProfileCreatePage />, <ProfileEditPage />]),
  ...subArea(M.customers, { create: C.createCustomer, modify: C.readCustomer }, [<CustomersPage />, <CustomerCreatePage />, <CustomerPage />]),
  ...subArea(M.vouchers, { create: C.generateVouchers, modify: C.listVouchers }, [
    <VoucherBatchesPage />,
    <VoucherBatchCreatePage />,
    <VoucherBatchPage />,
  ]),
  { path: 'vouchers/:id/print', anyOf: C.printVouchers, page: <VoucherSheetPage /> },
  { path: 'receipts/:number', anyOf: PAYMENT_ACCESS.viewPayments, page: <ReceiptPage /> },
  entryPage(M.statements, <StatementPage />),
  entryPage(M.dashboard, <InternetDashboardPage />),
  { path: 'dashboard/:list', anyOf: M.dashboard.anyOf, page: <DebtsPage /> },
  entryPage(M.revenue, <RevenueReportPage />),
  entryPage(M.cashUp, <CashUpPage />),
  entryPage(M.invoices, <InvoicesPage />),
  { path: 'invoices/:id', anyOf: M.invoices.anyOf, page: <InvoicePage /> },
  entryPage(M.sessions, <OnlineNowPage />),
  entryPage(M.usage, <UsagePage />),
  entryPage(M.loginAttempts, <AuthAttemptsPage />),
  entryPage(M.notices, <NoticesPage />),
];

/**
 * The Internet area, under /internet: plans by type with their constraints, sale points,
 * locations, NAS, sites and service profiles, each page behind the permission its calls need.
 */
export default function InternetRoutes() {
  return <AreaRoutes home={M.plans.path} pages={PAGES} />;
}
