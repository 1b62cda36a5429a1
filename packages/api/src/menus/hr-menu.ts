import { P } from '../permissions';
import { menuEntry, type AreaMenu } from './area-menu';

/**
 * The HR area's menu (mf-hr, headed "Folders" under /folder, docs/glossary.md). Each link shows to
 * whoever its page and that page's list call let in: the spec's legacy customer ids (21, 22, 27, 82,
 * 84) no longer show them, since they never opened the pages (docs/decisions.md).
 */
export const HR_MENU = {
  label: 'Folders',
  base: '/folder',
  entries: {
    employees: menuEntry('Employees', 'employee/all', [P.VIEW_EMPLOYEES]),
    departments: menuEntry('Departments', 'department/all', [P.VIEW_DEPARTMENTS]),
  },
} satisfies AreaMenu;
