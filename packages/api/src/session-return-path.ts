/** The query parameter of the sign-in page that names the page to open after signing in. */
export const RETURN_PARAM = 'next';

export const SIGN_IN_PATH = '/auth/login';

// Only to resolve a path against: any answer on another origin came from a path that leaves the console.
const PROBE_ORIGIN = 'https://console.invalid';

/**
 * The console page to open after signing in: `next` when it is a path of this console, '/' otherwise.
 * Refused: anything not starting with a single '/' ('//host', 'https://host', 'javascript:'), and
 * backslashes and control characters, which browsers turn into slashes or drop ('/\host',
 * '/\t/host' both lead to another host). The sign-in pages themselves would only loop.
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return '/';
  if ([...next].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return '/';
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  // Dot segments fold away on resolving: '/..//host' becomes '//host', another host again.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//') || url.pathname.startsWith('/auth/') || url.pathname === '/auth') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address for a visitor who asked for `path` (pathname, query and hash). */
export function signInPathFor(path: string): string {
  const back = safeReturnPath(path);
  return back === '/' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?${new URLSearchParams({ [RETURN_PARAM]: back })}`;
}

/** Where the sign-in page whose query is `search` sends the user once signed in. */
export function returnPathOf(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

/**
 * The router state the sign-in page navigates with. A page gate that refuses the user on arrival
 * from the sign-in page sends them to the dashboard instead (issue 31): the page asked for before
 * the session ended may be one the permissions held now no longer open.
 */
export const FROM_SIGN_IN = { fromSignIn: true } as const;

/** Whether the router state `state` is the sign-in page's (`FROM_SIGN_IN`). */
export function cameFromSignIn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { fromSignIn?: unknown }).fromSignIn === true;
}
