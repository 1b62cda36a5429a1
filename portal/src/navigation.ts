import { useEffect, useState } from 'react';

// The portal's pages are addresses under /portal/ (a reload or a shared link opens the same page),
// moved between with the History API: no router library in the bundle.
export const BASE = '/portal';

export type Page =
  { name: 'home' } | { name: 'recharge' } | { name: 'plans' } | { name: 'papers' } | { name: 'receipt'; number: string } | { name: 'account' };

export function pageOf(pathname: string): Page {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length).replace(/^\/+|\/+$/g, '') : '';
  const [first, second] = rest.split('/');
  if (first === 'receipt' && second) return { name: 'receipt', number: decodeURIComponent(second) };
  if (first === 'recharge' || first === 'plans' || first === 'papers' || first === 'account') return { name: first };
  return { name: 'home' };
}

export const hrefOf = (page: Page): string =>
  page.name === 'home' ? `${BASE}/` : page.name === 'receipt' ? `${BASE}/receipt/${encodeURIComponent(page.number)}` : `${BASE}/${page.name}`;

const listeners = new Set<() => void>();

export function go(page: Page): void {
  window.history.pushState(null, '', hrefOf(page));
  window.scrollTo?.(0, 0);
  listeners.forEach((listener) => listener());
}

/** The page the address names, following links and the back button. */
export function useCurrentPage(): Page {
  const [page, setPage] = useState(() => pageOf(window.location.pathname));
  useEffect(() => {
    const update = () => setPage(pageOf(window.location.pathname));
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return page;
}
