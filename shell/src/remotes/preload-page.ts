import type { AppStore } from '@console/api';
import { remoteForPath } from './page-remotes';
import { registerRemotesFrom } from './register-remotes';
import { preloadRemoteView } from './remote-view';

let remotes: Promise<void> | null = null;

/** The remotes registered once, by whoever asks first: the sign-in kit while the user types, or the console's start. */
export const consoleRemotes = (): Promise<void> => (remotes ??= registerRemotesFrom('/remotes.json'));

/**
 * Fetches and runs the module that draws `path` as soon as the remotes are known, instead of when
 * React first renders it: the page after sign-in while the login call is out, the first page while
 * the shell renders, an area while the pointer is on its menu item. Given the console's store, the
 * page's own `prefetch` then starts its data calls (it reads the session to see what it may ask).
 */
export async function preloadPage(path: string, store?: AppStore): Promise<void> {
  await consoleRemotes();
  const id = remoteForPath(path);
  if (!id) return;
  const loading = preloadRemoteView(id);
  if (store) void loading.then((module) => module?.prefetch?.(store)).catch((error: unknown) => console.error(`${id}'s prefetch failed`, error));
}

/**
 * The area a menu item opens, fetched while the pointer or the finger is on the item. Only once the
 * console has registered its remotes (it has, by the time its menu is drawn): a menu item never
 * starts that itself.
 */
export function preloadArea(path: string): void {
  if (remotes) void preloadPage(path);
}
