import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageNotFound } from './page-not-found';
import { PermissionGate } from './permission-gate';

/** A page behind the permissions any of which opens it. */
export const gated = (anyOf: readonly number[], page: ReactNode) => <PermissionGate anyOf={anyOf}>{page}</PermissionGate>;

/** One page of an area: its path under the area, the permissions any of which opens it, and the page. */
export interface AreaPage {
  path: string;
  anyOf: readonly number[];
  page: ReactNode;
}

export interface AreaRoutesProps {
  /** Where the area's own address leads. */
  home: string;
  pages?: readonly AreaPage[];
  /** Routes the table does not describe (a page per plan kind), as `<Route>` elements. */
  children?: ReactNode;
}

/** A remote's routes: the area's address leads home, each page behind its permissions, any other address is not found. */
export function AreaRoutes({ home, pages = [], children }: AreaRoutesProps) {
  return (
    <Routes>
      <Route index element={<Navigate to={home} replace />} />
      {pages.map(({ path, anyOf, page }) => (
        <Route key={path} path={path} element={gated(anyOf, page)} />
      ))}
      {children}
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
