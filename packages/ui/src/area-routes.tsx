import type { MenuEntry } from '@console/api';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageNotFound } from './page-not-found';
import { PermissionGate } from './permission-gate';

/**
 * One address of an area, under the area's own: a page behind the permissions any of which opens
 * it, or a step on to another address (a sub-area's own address leading to its list).
 */
export type AreaPage = { path: string; anyOf: readonly number[]; page: ReactNode } | { path: string; redirectTo: string };

type Access = { create: readonly number[]; modify: readonly number[] };

/** The page a menu entry links to, behind the entry's own permissions (the ones the menu shows it to). */
export const entryPage = (entry: MenuEntry, page: ReactNode): AreaPage => ({ path: entry.path, anyOf: entry.anyOf, page });

/**
 * A record type's pages, from its menu entry (its list at `<type>/all`, behind the entry's
 * permissions): the create form at `<type>/create` and a record at `<type>/:id`.
 */
export function recordPages(
  list: MenuEntry<`${string}/all`>,
  access: Access,
  [listPage, create, edit]: [ReactNode, ReactNode, ReactNode],
): AreaPage[] {
  const path = list.path.slice(0, -'/all'.length);
  return [
    entryPage(list, listPage),
    { path: `${path}/create`, anyOf: access.create, page: create },
    { path: `${path}/:id`, anyOf: access.modify, page: edit },
  ];
}

/** A remote's routes: the area's address leads home, each page behind its permissions, any other address is not found. */
export function AreaRoutes({ home, pages }: { home: string; pages: readonly AreaPage[] }) {
  return (
    <Routes>
      <Route index element={<Navigate to={home} replace />} />
      {pages.map((entry) => (
        <Route
          key={entry.path}
          path={entry.path}
          element={
            'redirectTo' in entry ? <Navigate to={entry.redirectTo} replace /> : <PermissionGate anyOf={entry.anyOf}>{entry.page}</PermissionGate>
          }
        />
      ))}
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
