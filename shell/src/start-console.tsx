import { joinOtherTabsSession, makeStore, shareSessionBetweenTabs, type AppStore } from '@console/api';
import { renderPage } from '@console/ui';
import { AppRoutes } from './app-routes';
import { preloadPage } from './remotes/preload-page';

/** The whole console in #root, around `store` (the light sign-in page hands over a signed-in one). */
export async function startConsole(store: AppStore = makeStore()): Promise<void> {
  // A tab opened on a console link asks the open tabs for their session while the remotes load,
  // so the session guard finds it and does not send the user to sign in again. The sign-in and
  // reset pages (a mailed reset link) stay what they are.
  const onAuthPage = window.location.pathname.startsWith('/auth/');
  await Promise.all([preloadPage(window.location.pathname, store), onAuthPage || joinOtherTabsSession(store)]);
  shareSessionBetweenTabs(store);
  renderPage(store, <AppRoutes />);
}
