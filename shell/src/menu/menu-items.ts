import { CUSTOMER_ACCESS, P, SESSION_ACCESS, hasAnyPermission } from '@console/api';
import type { IconType } from 'react-icons';
import { FiFolder, FiGlobe, FiHome, FiShield } from 'react-icons/fi';

export interface MenuLink {
  label: string;
  to: string;
  /** Shown when the user holds any of these (or is super user); empty means everyone. */
  anyOf: readonly number[];
}

export interface MenuSection {
  label: string;
  icon: IconType;
  /** Dashboard is a single link; the other sections are headings over their links. */
  to?: string;
  anyOf: readonly number[];
  links: readonly MenuLink[];
}

const link = (label: string, to: string, ...anyOf: number[]): MenuLink => ({ label, to, anyOf });

const EMPLOYEES = [P.SUPER_USER, P.VIEW_CUSTOMER_PLANS, P.ADD_CUSTOMER_PLAN, P.VIEW_EMPLOYEES];
const DEPARTMENTS = [P.SUPER_USER, P.VIEW_CUSTOMERS, P.EDIT_CUSTOMER, P.CREATE_CUSTOMER, P.VIEW_DEPARTMENTS];
const INTERNET_LINKS = [
  link('Plans', '/internet/plans/prepaid', P.VIEW_PLANS, P.MODIFY_PLAN, P.DELETE_PLAN, P.CREATE_PLAN),
  link('Sale points', '/internet/salepoints/all', P.VIEW_SALE_POINTS),
  link('Locations', '/internet/locations/all', P.VIEW_LOCATIONS),
  link('NAS', '/internet/nas/all', P.VIEW_NAS),
  link('Sites', '/internet/site/all', P.VIEW_SITES),
  link('Profiles', '/internet/profile/all', P.VIEW_PROFILES),
  link('Customers', '/internet/customers/all', ...CUSTOMER_ACCESS.listCustomers),
  link('Vouchers', '/internet/vouchers/all', ...CUSTOMER_ACCESS.listVouchers),
  link('Statements', '/internet/statements', ...CUSTOMER_ACCESS.salePointStatement),
  link('Online now', '/internet/sessions', ...SESSION_ACCESS.listSessions),
  link('Usage', '/internet/usage', ...SESSION_ACCESS.usage),
  link('Login attempts', '/internet/login-attempts', ...SESSION_ACCESS.authAttempts),
];

/** Who may enter each area at all; the shell's routes use the same sets as the menu. */
export const AREA_PERMISSIONS = {
  folders: [...new Set([...EMPLOYEES, ...DEPARTMENTS])],
  internet: [P.SUPER_USER, ...INTERNET_LINKS.flatMap((item) => item.anyOf)],
  security: [P.SUPER_USER, P.VIEW_USERS, P.VIEW_ROLES, P.VIEW_PERMISSIONS, P.VIEW_AUDIT],
} as const;

/** The side menu with the spec's gating (section 6), extended by the catalogue's view permissions. */
export const MENU: readonly MenuSection[] = [
  { label: 'Dashboard', icon: FiHome, to: '/', anyOf: [], links: [] },
  {
    label: 'Folders',
    icon: FiFolder,
    anyOf: AREA_PERMISSIONS.folders,
    links: [link('Employees', '/folder/employee/all', ...EMPLOYEES), link('Departments', '/folder/department/all', ...DEPARTMENTS)],
  },
  { label: 'Internet', icon: FiGlobe, anyOf: AREA_PERMISSIONS.internet, links: INTERNET_LINKS },
  {
    label: 'Security',
    icon: FiShield,
    anyOf: AREA_PERMISSIONS.security,
    links: [
      link('Users', '/security/users/all', P.SUPER_USER, P.VIEW_USERS),
      link('Roles', '/security/roles/all', P.SUPER_USER, P.VIEW_ROLES),
      link('Permissions', '/security/permission/all', P.SUPER_USER, P.VIEW_PERMISSIONS),
      link('Audit', '/security/audit', P.SUPER_USER, P.VIEW_AUDIT),
    ],
  },
];

/** The menu as this user sees it: a heading only when at least one of its links is left. */
export function visibleMenu(granted: readonly number[], menu: readonly MenuSection[] = MENU): MenuSection[] {
  return menu
    .filter((section) => hasAnyPermission(granted, section.anyOf))
    .map((section) => ({ ...section, links: section.links.filter((item) => hasAnyPermission(granted, item.anyOf)) }))
    .filter((section) => section.to !== undefined || section.links.length > 0);
}

/** The spec's active item: the first two path segments ('/internet/plans/instant-access' → '/internet/plans'). */
export function activeKey(path: string): string {
  return `/${path.split('/').filter(Boolean).slice(0, 2).join('/')}`;
}
