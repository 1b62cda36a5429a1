import { CUSTOMER_ACCESS, INTERNET_ACCESS, SESSION_ACCESS } from '@console/api';
import { AreaRoutes, gated, type AreaPage } from '@console/ui';
import type { ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
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

/** A sub-area with its list at `<path>/all`, the create form at `<path>/create` and a record at `<path>/:id`. */
function crudRoutes(
  path: string,
  access: { list: readonly number[]; create: readonly number[]; modify: readonly number[] },
  pages: [ReactNode, ReactNode, ReactNode],
) {
  const [list, create, edit] = pages;
  return [
    <Route key={`${path}`} path={path} element={<Navigate to="all" replace />} />,
    <Route key={`${path}/all`} path={`${path}/all`} element={gated(access.list, list)} />,
    <Route key={`${path}/create`} path={`${path}/create`} element={gated(access.create, create)} />,
    <Route key={`${path}/:id`} path={`${path}/:id`} element={gated(access.modify, edit)} />,
  ];
}

const A = INTERNET_ACCESS;

/** The pages outside the sub-areas. */
const PAGES: AreaPage[] = [
  { path: 'vouchers/:id/print', anyOf: CUSTOMER_ACCESS.printVouchers, page: <VoucherSheetPage /> },
  { path: 'statements', anyOf: CUSTOMER_ACCESS.salePointStatement, page: <StatementPage /> },
  { path: 'sessions', anyOf: SESSION_ACCESS.listSessions, page: <OnlineNowPage /> },
  { path: 'usage', anyOf: SESSION_ACCESS.usage, page: <UsagePage /> },
  { path: 'login-attempts', anyOf: SESSION_ACCESS.authAttempts, page: <AuthAttemptsPage /> },
];

/**
 * The Internet area, under /internet: plans by type with their constraints, sale points,
 * locations, NAS, sites and service profiles, each page behind the permission its calls need.
 */
export default function InternetRoutes() {
  return (
    <AreaRoutes home="plans/prepaid" pages={PAGES}>
      <Route path="plans" element={<Navigate to="prepaid" replace />} />
      {PLAN_KINDS.map((kind) => [
        <Route key={kind.path} path={`plans/${kind.path}`} element={gated(A.listPlans, <PlansPage key={kind.path} kind={kind} />)} />,
        <Route key={`${kind.path}/create`} path={`plans/${kind.path}/create`} element={gated(A.createPlan, <PlanCreatePage kind={kind} />)} />,
        <Route key={`${kind.path}/:id`} path={`plans/${kind.path}/:id`} element={gated(A.modifyPlan, <PlanEditPage kind={kind} />)} />,
      ])}
      {crudRoutes('salepoints', { list: A.listSalePoints, create: A.createSalePoint, modify: A.modifySalePoint }, [
        <SalePointsPage />,
        <SalePointCreatePage />,
        <SalePointEditPage />,
      ])}
      {crudRoutes('locations', { list: A.listLocations, create: A.createLocation, modify: A.modifyLocation }, [
        <LocationsPage />,
        <LocationCreatePage />,
        <LocationEditPage />,
      ])}
      {crudRoutes('nas', { list: A.listNas, create: A.createNas, modify: A.modifyNas }, [<NasPage />, <NasCreatePage />, <NasEditPage />])}
      {crudRoutes('site', { list: A.listSites, create: A.createSite, modify: A.modifySite }, [<SitesPage />, <SiteCreatePage />, <SiteEditPage />])}
      {crudRoutes('profile', { list: A.listProfiles, create: A.createProfile, modify: A.modifyProfile }, [
        <ProfilesPage />,
        <ProfileCreatePage />,
        <ProfileEditPage />,
      ])}
      {crudRoutes(
        'customers',
        { list: CUSTOMER_ACCESS.listCustomers, create: CUSTOMER_ACCESS.createCustomer, modify: CUSTOMER_ACCESS.readCustomer },
        [<CustomersPage />, <CustomerCreatePage />, <CustomerPage />],
      )}
      {crudRoutes(
        'vouchers',
        { list: CUSTOMER_ACCESS.listVouchers, create: CUSTOMER_ACCESS.generateVouchers, modify: CUSTOMER_ACCESS.listVouchers },
        [<VoucherBatchesPage />, <VoucherBatchCreatePage />, <VoucherBatchPage />],
      )}
    </AreaRoutes>
  );
}
