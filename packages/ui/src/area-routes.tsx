import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageNotFound } from './page-not-found';
import { PermissionGate } from './permission-gate';

/**
 * One address of an area, under the area's own: a page behind the permissions any of which opens
 * it, or a step on to another address (a sub-area's own address leading to its list).
 */
export type AreaPage = { path: string; anyOf: readonly number[]; page: ReactNode } | { path: string; redirectTo: string };

type Access = { list: readonly number[]; create: readonly number[]; modify: readonly number[] };

/** A record type's pages: its list at `<path>/all`, the create form at `<path>/create` and a record at `<path>/:id`. */
export function recordPages(path: string, access: Access, [list, create, edit]: [ReactNode, ReactNode, ReactNode]): AreaPage[] {
  return [
    { path: `${path}/all`, anyOf: access.list, page: list },
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
