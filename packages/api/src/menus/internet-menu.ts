import { CUSTOMER_ACCESS as C } from '../schemas/customers-access';
import { INTERNET_ACCESS as A } from '../schemas/internet-access';
import { INVOICE_ACCESS } from '../schemas/invoices';
import { NOTICE_ACCESS } from '../schemas/notices';
import { REVENUE_ACCESS as R } from '../schemas/revenue';
import { SESSION_ACCESS as S } from '../schemas/sessions';
import { menuEntry, type AreaMenu } from './area-menu';

/**
 * The Internet area's menu (mf-internet, under /internet). Each list's link shows to whoever may
 * read that list, as its page and its call let them: also those who pick from it in a form (a plan
 * creator sees Sale points and Profiles; a seller with 84 sees Plans).
 */
export const INTERNET_MENU = {
  label: 'Internet',
  base: '/internet',
  entries: {
    plans: menuEntry('Plans', 'plans/prepaid', A.listPlans),
    salePoints: menuEntry('Sale points', 'salepoints/all', A.listSalePoints),
    locations: menuEntry('Locations', 'locations/all', A.listLocations),
    nas: menuEntry('NAS', 'nas/all', A.listNas),
    sites: menuEntry('Sites', 'site/all', A.listSites),
    profiles: menuEntry('Profiles', 'profile/all', A.listProfiles),
    customers: menuEntry('Customers', 'customers/all', C.listCustomers),
    vouchers: menuEntry('Vouchers', 'vouchers/all', C.listVouchers),
    statements: menuEntry('Statements', 'statements', C.salePointStatement),
    invoices: menuEntry('Invoices', 'invoices', INVOICE_ACCESS.view),
    dashboard: menuEntry('Internet dashboard', 'dashboard', R.dashboard),
    revenue: menuEntry('Revenue', 'revenue', R.reports),
    cashUp: menuEntry('Cash-up', 'cash-up', R.cashUp),
    sessions: menuEntry('Online now', 'sessions', S.listSessions),
    usage: menuEntry('Usage', 'usage', S.usage),
    loginAttempts: menuEntry('Login attempts', 'login-attempts', S.authAttempts),
    notices: menuEntry('Notices', 'notices', NOTICE_ACCESS.view),
  },
} satisfies AreaMenu;
