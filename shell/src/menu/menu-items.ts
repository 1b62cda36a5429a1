import { HR_MENU, INTERNET_MENU, SECURITY_MENU, areaAccess, entryHref, shownEntries, type AreaMenu } from '@console/api';
import type { IconType } from 'react-icons';
import { FiFolder, FiGlobe, FiHome, FiShield } from 'react-icons/fi';

export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuSection {
  label: string;
  icon: IconType;
  /** Dashboard is a single link; the other sections are headings over a remote's links. */
  to?: string;
  area?: AreaMenu;
}

/**
 * The side menu: the Dashboard (open to everyone), then each remote's own entries (declared in
 * @console/api beside its routes' guards, so a link shows exactly to whom its page opens).
 */
const MENU: readonly MenuSection[] = [
  { label: 'Dashboard', icon: FiHome, to: '/' },
  { label: HR_MENU.label, icon: FiFolder, area: HR_MENU },
  { label: INTERNET_MENU.label, icon: FiGlobe, area: INTERNET_MENU },
  { label: SECURITY_MENU.label, icon: FiShield, area: SECURITY_MENU },
];

/** Who may enter each area at all; the shell's routes gate the area's address by it. */
export const AREA_PERMISSIONS = {
  folders: areaAccess(HR_MENU),
  internet: areaAccess(INTERNET_MENU),
  security: areaAccess(SECURITY_MENU),
} as const;

export type VisibleSection = Omit<MenuSection, 'area'> & { links: MenuLink[] };

/** The menu as this user sees it: an area's heading only when at least one of its links is left. */
export function visibleMenu(granted: readonly number[]): VisibleSection[] {
  return MENU.map(({ area, ...section }) => ({
    ...section,
    links: area ? shownEntries(area, granted).map((entry) => ({ label: entry.label, to: entryHref(area, entry) })) : [],
  })).filter((section) => section.to !== undefined || section.links.length > 0);
}

/** The spec's active item: the first two path segments ('/internet/plans/instant-access' → '/internet/plans'). */
export function activeKey(path: string): string {
  return `/${path.split('/').filter(Boolean).slice(0, 2).join('/')}`;
}
