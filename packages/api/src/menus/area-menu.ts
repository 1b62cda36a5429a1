import { P, hasAnyPermission } from '../permissions';

/**
 * One link of the side menu, declared by the remote whose page it opens: the shell draws it and the
 * remote's routes guard that page with the same `anyOf`, so the two cannot disagree. `path` is under
 * the area's own address ('employee/all' under '/folder').
 */
export interface MenuEntry<Path extends string = string> {
  label: string;
  path: Path;
  /** Shown to, and the page opened for, holders of any of these (and the super user). */
  anyOf: readonly number[];
}

/**
 * A remote's part of the menu: its heading, the address the shell mounts it at and its links, in
 * menu order. It lives in this package, not in the remote, because the shell draws the menu (and
 * gates the area's address) before any remote has loaded, and keeps drawing it when one is missing.
 */
export interface AreaMenu<Entries extends Record<string, MenuEntry> = Record<string, MenuEntry>> {
  label: string;
  base: string;
  entries: Entries;
}

/** A menu entry, keeping its path's literal type (recordPages takes only a list at `<type>/all`). */
export const menuEntry = <Path extends string>(label: string, path: Path, anyOf: readonly number[]): MenuEntry<Path> => ({ label, path, anyOf });

/** The address a menu entry links to: '/folder/employee/all'. */
export const entryHref = (area: AreaMenu, entry: MenuEntry): string => `${area.base}/${entry.path}`;

/** The area's links this user is shown, in menu order. */
export function shownEntries(area: AreaMenu, granted: readonly number[]): MenuEntry[] {
  return Object.values(area.entries).filter((entry) => hasAnyPermission(granted, entry.anyOf));
}

/** Who may enter the area at all: holders of any of its links' permissions (the shell gates the area's address by it). */
export function areaAccess(area: AreaMenu): number[] {
  return [...new Set([P.SUPER_USER, ...Object.values(area.entries).flatMap((entry) => entry.anyOf)])];
}
