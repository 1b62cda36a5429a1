import {
  loginRequest,
  makeStore,
  readStoredSession,
  restored,
  selectAuth,
  signedIn,
  useLoginMutation,
  validatorFrom,
  type LoginRequest,
} from '@console/api';
import { FormShell, PasswordField, TextField, renderPage, Box, Heading, Text } from '@console/ui';
import type { RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { fixtures } from './fixtures';
import { handlers } from './handlers';

// Set by rspack.shared.js from API_URL: the server that the dev server proxies /api to, or '' for the mock API.
declare const STANDALONE_API_URL: string;

const validate = validatorFrom(loginRequest);

/** Against a real server the page needs a real session: this small sign-in stands in for mf-auth. */
function SignedIn({ children }: { children: ReactNode }) {
  const auth = useSelector(selectAuth);
  const dispatch = useDispatch();
  const [login] = useLoginMutation();
  if (auth) return children;
  return (
    <Box as="main" maxW="sm" mx="auto" my="16">
      <Heading as="h1" size="lg">
        Sign in
      </Heading>
      <Text mb="6" color="fg.muted">{`Standalone page against ${STANDALONE_API_URL}`}</Text>
      <FormShell<LoginRequest>
        validate={validate}
        guardUnsaved={false}
        submitLabel="Login"
        onSave={async (values) => dispatch(signedIn((await login(values).unwrap()).auth))}
      >
        <TextField name="username" label="Email" type="email" autoComplete="username" />
        <PasswordField name="password" label="Password" />
        <TextField name="code" label="OTP" inputMode="numeric" autoComplete="one-time-code" />
      </FormShell>
    </Box>
  );
}

export interface StandaloneOptions {
  /** Show the area to a signed-in user: the mock API's super user, or whoever signs in to the real server. */
  signedIn?: boolean;
  /** The area's calls in the mock API, beside the shared sign-in ones. */
  areaHandlers?: readonly RequestHandler[];
}

/**
 * A remote's page of its own, for development only: the shell's providers and router, and either
 * the mock API of the tests (msw's worker, served from packages/testing/public) or, with API_URL
 * set when the dev server starts, a real server behind its /api proxy. A screen can be worked on
 * without the shell.
 */
export async function renderStandalone(
  routes: ReactNode,
  { signedIn: needsSession = true, areaHandlers = [] }: StandaloneOptions = {},
): Promise<void> {
  const store = makeStore();
  if (STANDALONE_API_URL) {
    const stored = readStoredSession();
    if (stored) store.dispatch(restored(stored));
  } else {
    const { setupWorker } = await import('msw/browser');
    await setupWorker(...handlers, ...areaHandlers).start({ onUnhandledRequest: 'bypass', quiet: true });
    if (needsSession) store.dispatch(restored(fixtures.auth));
  }
  const page = STANDALONE_API_URL && needsSession ? <SignedIn>{routes}</SignedIn> : routes;
  renderPage(store, page);
}
