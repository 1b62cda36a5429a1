import {
  FROM_SIGN_IN,
  authApi,
  fieldsToFix,
  loginRequest,
  makeStore,
  returnPathOf,
  signedIn,
  validatorFrom,
  type ApiError,
  type LoginRequest,
} from '@console/api';
import { rememberEmail } from '@console/api/remembered-email';
import { preloadPage } from '../remotes/preload-page';
import { startConsole } from '../start-console';

export type SignInValues = LoginRequest & { remember: boolean };

export type SignInOutcome = { ok: true; openConsole: () => Promise<void> } | { ok: false; message: string; fieldErrors: Record<string, string> };

const validate = validatorFrom(loginRequest);

// The kit arrives while the user is on the form: the page they will land on (its remote's manifest,
// entry and module) is fetched and run meanwhile, not after Login (registering the remotes needs no
// session). A form filled by a password manager and sent at once gets it alongside the login call.
void preloadPage(returnPathOf(window.location.search));

function flatErrors(errors: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * What the light sign-in page loads behind the form (the data layer, the UI kit and the console
 * itself): checks the values with the shared schema, signs in through the one store, and hands
 * back the console to open, already signed in. The login answer goes into the store whole.
 */
export async function signIn({ remember, ...request }: SignInValues): Promise<SignInOutcome> {
  const fieldErrors = flatErrors(validate(request));
  // The same words as the full form (@console/ui's FormShell), so both pages read alike.
  if (Object.keys(fieldErrors).length > 0) return { ok: false, message: fieldsToFix(Object.keys(fieldErrors).length), fieldErrors };
  const store = makeStore();
  try {
    const { auth } = await store.dispatch(authApi.endpoints.login.initiate(request)).unwrap();
    rememberEmail(remember ? request.username : null);
    store.dispatch(signedIn(auth));
  } catch (error) {
    const { message, errors } = error as ApiError;
    return { ok: false, message: message || 'Something went wrong. Please try again.', fieldErrors: errors ?? {} };
  }
  return {
    ok: true,
    openConsole: () => {
      // React Router's state for the page (its `usr`), as the full sign-in page navigates with: a
      // page the user may no longer open sends them to the dashboard.
      window.history.replaceState({ usr: FROM_SIGN_IN, key: 'default', idx: 0 }, '', returnPathOf(window.location.search));
      return startConsole(store);
    },
  };
}
