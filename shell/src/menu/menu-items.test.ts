import { P } from '@console/api';
import { activeKey, visibleMenu } from './menu-items';

const shown = (...granted: number[]) => visibleMenu(granted).map((section) => [section.label, ...section.links.map((item) => item.label)].join(': '));

describe('visibleMenu', () => {
  it('offers only the Dashboard to a user without permissions', () => {
    expect(shown()).toEqual(['Dashboard']);
  });

  it('offers everything to the super user', () => {
    expect(shown(P.SUPER_USER)).toEqual([
      'Dashboard',
      'Folders: Employees: Departments',
      'Internet: Plans: Sale points: Locations: NAS: Sites: Profiles: Customers: Vouchers: Statements: Invoices: Internet dashboard: Revenue: Cash-up: Online now: Usage: Login attempts: Notices',
      'Security: Users: Roles: Permissions: Audit',
    ]);
  });

  // Issue 27: a link shows to whom its page opens (the remote's entries, @console/api). The legacy
  // customer ids (spec section 6) no longer show Folders, whose pages they never opened; they show
  // the customers they name, and what their holders pick from in a form.
  it("shows Folders links to the holders of their pages' permissions, not to the legacy customer ids", () => {
    expect(shown(P.VIEW_EMPLOYEES)).toEqual(['Dashboard', 'Folders: Employees']);
    expect(shown(P.VIEW_DEPARTMENTS)).toEqual(['Dashboard', 'Folders: Departments']);
    expect(shown(P.VIEW_CUSTOMER_PLANS)).toEqual(['Dashboard', 'Internet: Customers']);
    expect(shown(P.VIEW_CUSTOMERS)).toEqual(['Dashboard', 'Internet: Customers']);
    expect(shown(P.ADD_CUSTOMER_PLAN)).toEqual(['Dashboard', 'Internet: Plans: Customers: Cash-up']);
    expect(shown(P.CREATE_CUSTOMER)).toEqual(['Dashboard', 'Internet: Locations: Customers']);
  });

  it('shows an Internet heading only over the links the user may open', () => {
    expect(shown(P.VIEW_NAS, P.VIEW_PLANS)).toEqual(['Dashboard', 'Internet: Plans: NAS']);
    expect(shown(P.CREATE_PLAN)).toEqual(['Dashboard', 'Internet: Plans: Sale points: Locations: Profiles']);
    expect(shown(P.DISCONNECT_SESSIONS)).toEqual(['Dashboard', 'Internet: Online now']);
    expect(shown(P.VIEW_SESSIONS)).toEqual(['Dashboard', 'Internet: Online now: Usage: Login attempts']);
    expect(shown(P.VIEW_INTERNET_DASHBOARD, P.VIEW_REVENUE_REPORTS)).toEqual(['Dashboard', 'Internet: Internet dashboard: Revenue']);
    expect(shown(P.RECORD_PAYMENTS)).toEqual(['Dashboard', 'Internet: Cash-up']);
    expect(shown(P.EDIT_NOTICE_TEXTS)).toEqual(['Dashboard', 'Internet: Notices']);
  });

  it('shows Security links one by one', () => {
    expect(shown(P.VIEW_AUDIT)).toEqual(['Dashboard', 'Security: Audit']);
    expect(shown(P.VIEW_USERS, P.VIEW_ROLES)).toEqual(['Dashboard', 'Security: Users: Roles']);
  });

  it('ignores permissions that open no menu item', () => {
    expect(shown(P.MODIFY_USER, P.CREATE_NAS)).toEqual(['Dashboard']);
  });
});

describe('activeKey', () => {
  it('is the first two path segments', () => {
    expect(activeKey('/internet/plans/instant-access/12')).toBe('/internet/plans');
    expect(activeKey('/internet/plans/prepaid')).toBe('/internet/plans');
    expect(activeKey('/security/audit')).toBe('/security/audit');
    expect(activeKey('/')).toBe('/');
  });

  it('gives every menu link its own key, so one page highlights one link', () => {
    const links = visibleMenu([P.SUPER_USER]).flatMap((section) => section.links);
    const keys = links.map((link) => activeKey(link.to));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
