import { P } from '../permissions';
import { menuEntry, type AreaMenu } from './area-menu';

/** The Security area's menu (mf-security, under /security): each link to the holders of its view permission. */
export const SECURITY_MENU = {
  label: 'Security',
  base: '/security',
  entries: {
    users: menuEntry('Users', 'users/all', [P.VIEW_USERS]),
    roles: menuEntry('Roles', 'roles/all', [P.VIEW_ROLES]),
    permissions: menuEntry('Permissions', 'permission/all', [P.VIEW_PERMISSIONS]),
    audit: menuEntry('Audit', 'audit', [P.VIEW_AUDIT]),
  },
} satisfies AreaMenu;
