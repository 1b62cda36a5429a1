/**
 * The exposed module that draws each part of the console. AppRoutes renders them; knowing them by
 * path lets the console fetch and run a page's module before React first asks for it (the server's
 * preload-hints.ts mirrors this table for its Link headers).
 */
export const PAGE_REMOTES = {
  signIn: 'mf_auth/routes',
  dashboard: 'mf_hr/dashboard',
  folders: 'mf_hr/routes',
  internet: 'mf_internet/routes',
  security: 'mf_security/routes',
  settings: 'mf_security/settings',
} as const;

const BY_PATH: Array<[RegExp, string]> = [
  [/^\/$/, PAGE_REMOTES.dashboard],
  [/^\/folder(\/|$)/, PAGE_REMOTES.folders],
  [/^\/internet(\/|$)/, PAGE_REMOTES.internet],
  [/^\/security(\/|$)/, PAGE_REMOTES.security],
  [/^\/settings(\/|$)/, PAGE_REMOTES.settings],
  [/^\/auth(\/|$)/, PAGE_REMOTES.signIn],
];

/** The exposed module that draws `path` (a console path, with or without its query), or null for none. */
export function remoteForPath(path: string): string | null {
  const { pathname } = new URL(path, 'http://console.invalid');
  return BY_PATH.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
