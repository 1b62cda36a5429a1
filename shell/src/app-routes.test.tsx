import {
  ENROL_SECOND_FACTOR,
  P,
  SESSION_CHANNEL,
  SIGNED_OUT_ELSEWHERE,
  authCalls,
  baseApi,
  defineCall,
  noData,
  queryOf,
  selectNotice,
  shareSessionBetweenTabs,
} from '@console/api';
import { LocationDisplay, currentLocation, fail, fixtures, ok, pressIn, renderWithProviders, server, sessionWith } from '@console/testing';
import { fakeApi } from '@console/testing/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { useSelector } from 'react-redux';
import { AppRoutes } from './app-routes';
import { NARROW_SCREEN } from './layout/use-narrow-screen';
import { loadRemoteModule } from './remotes/load-remote-module';

jest.mock('./remotes/load-remote-module', () => ({ loadRemoteModule: jest.fn() }));

// Any call a page makes: what the console does with its refusals is under test.
const probe = defineCall({ path: '/probe', access: { signedIn: true }, reads: true, message: 'OK', summary: 'A page call', answer: noData });
const probeApi = baseApi.injectEndpoints({ endpoints: (build) => ({ probe: queryOf(build, probe) }) });
const api = fakeApi();

function SignInPage() {
  const notice = useSelector(selectNotice);
  return <p>Sign-in page{notice && `: ${notice}`}</p>;
}

function Dashboard() {
  probeApi.useProbeQuery();
  return <h1>Dashboard</h1>;
}

const remotes: Record<string, ComponentType> = {
  'mf_auth/routes': SignInPage,
  'mf_hr/dashboard': Dashboard,
  'mf_hr/routes': () => <h1>Folders area</h1>,
  'mf_internet/routes': () => <h1>Internet area</h1>,
  'mf_security/routes': () => <h1>Security area</h1>,
  'mf_security/settings': () => <h1>Settings</h1>,
};

beforeEach(() => {
  jest.mocked(loadRemoteModule).mockImplementation(async (id) => ({ default: remotes[id] }) as never);
  server.use(api.on(probe, () => ok(null)));
});

const renderConsole = (route: string, options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(
    <>
      <AppRoutes />
      <LocationDisplay />
    </>,
    { route, ...options },
  );

const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu' });

describe('session guard', () => {
  it('sends a visitor without a session to the sign-in page, which is told the page asked for', async () => {
    renderConsole('/folder/employee/all?page=2');
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/auth/login?next=%2Ffolder%2Femployee%2Fall%3Fpage%3D2');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('restores the session of a reloaded tab from sessionStorage', async () => {
    sessionStorage.setItem('console.session', JSON.stringify(fixtures.auth));
    const { store } = renderConsole('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(store.getState().session.auth).toEqual(fixtures.auth);
    expect(screen.getByRole('button', { name: 'Ada' })).toBeInTheDocument();
  });

  it('sends the user to the sign-in page, with the reason, when a call answers 403 and the session has ended', async () => {
    const reason = 'Your session has expired. Please sign in again.';
    server.use(
      api.on(probe, () => fail(403, reason)),
      api.on(authCalls.session, () => fail(403, reason)),
    );
    const { store } = renderConsole('/', { session: fixtures.auth });
    expect(await screen.findByText(`Sign-in page: ${reason}`)).toBeInTheDocument();
    expect(currentLocation()).toBe('/auth/login');
    expect(store.getState().session.auth).toBeNull();
    expect(sessionStorage.getItem('console.session')).toBeNull();
  });

  it('keeps a user whose permission was taken away signed in on the page, says what went and refreshes the menu (issue 31)', async () => {
    server.use(
      api.on(probe, () => fail(403, 'You do not have permission to do that.')),
      api.on(authCalls.session, () => ok({ firstname: 'Ada', username: 'ada', rolePermissions: [{ permissionId: P.VIEW_EMPLOYEES }] })),
    );
    const { store } = renderConsole('/', { session: sessionWith(P.VIEW_EMPLOYEES, P.VIEW_DEPARTMENTS) });
    expect(await screen.findByText(/you no longer have View departments/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
    expect(store.getState().session.auth?.rolePermissions).toEqual([{ permissionId: P.VIEW_EMPLOYEES }]);
    expect(within(mainMenu()).getByRole('link', { name: 'Employees' })).toBeInTheDocument();
    expect(within(mainMenu()).queryByRole('link', { name: 'Departments' })).not.toBeInTheDocument();
  });

  it('keeps an account that must enrol a second factor on Settings, signed in', async () => {
    renderConsole('/folder/employee/all', { session: { ...fixtures.auth, enrolSecondFactor: true } });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/settings');
  });

  it('says why a menu item does not open while the account must enrol first, and keeps it unhighlighted on Settings (issue 31)', async () => {
    const { user } = renderConsole('/settings', { session: { ...sessionWith(P.VIEW_EMPLOYEES), enrolSecondFactor: true } });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    await user.click(within(mainMenu()).getByRole('link', { name: 'Employees' }));
    expect(await screen.findByText('Set up your one-time code first: the menu opens once it is confirmed.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/settings');
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(within(mainMenu()).getByRole('link', { name: 'Employees' })).not.toHaveAttribute('aria-current');
  });

  it('takes the user to Settings, still signed in, when a call answers that a second factor comes first', async () => {
    server.use(
      api.on(probe, () =>
        HttpResponse.json(
          { status: 403, message: 'Set up one-time codes in Settings before anything else.', data: { code: ENROL_SECOND_FACTOR } },
          { status: 403 },
        ),
      ),
    );
    const { store } = renderConsole('/', { session: fixtures.auth });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/settings');
    expect(store.getState().session.auth?.authorization).toBe(fixtures.auth.authorization);
  });
});

describe('main layout', () => {
  it('filters the menu by the permissions of the session', async () => {
    renderConsole('/', { session: sessionWith(P.VIEW_EMPLOYEES, P.VIEW_NAS) });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const links = within(mainMenu())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Dashboard', 'Employees', 'NAS']);
    expect(within(mainMenu()).queryByText('Security')).not.toBeInTheDocument();
  });

  it('marks the item of the first two path segments as active', async () => {
    renderConsole('/internet/plans/instant-access', { session: fixtures.auth });
    await screen.findByRole('heading', { name: 'Internet area' });
    expect(within(mainMenu()).getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainMenu()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('keeps users out of an area the menu does not offer them', async () => {
    renderConsole('/security/users/all', { session: sessionWith(P.VIEW_NAS) });
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(loadRemoteModule).not.toHaveBeenCalledWith('mf_security/routes');
  });

  it('hides and shows the menu with the toggle', async () => {
    const { user } = renderConsole('/', { session: fixtures.auth });
    await screen.findByRole('heading', { name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Toggle menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle menu' }));
    expect(mainMenu()).toBeInTheDocument();
  });
});

describe('on a narrow screen', () => {
  beforeEach(() => {
    jest
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query) => ({ matches: query === NARROW_SCREEN, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
      );
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps the menu in a drawer, closed until the menu button opens it, and closed again once an item is chosen', async () => {
    const { user } = renderConsole('/', { session: fixtures.auth });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const menuButton = screen.getByRole('button', { name: 'Toggle menu' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(drawer).getByRole('link', { name: 'Locations' }));

    expect(await screen.findByRole('heading', { name: 'Internet area' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/internet/locations/all');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the drawer on Escape and on its close button, where the user was', async () => {
    const { user } = renderConsole('/', { session: fixtures.auth });
    await screen.findByRole('heading', { name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Toggle menu' }));
    await pressIn(await screen.findByRole('dialog', { name: 'Menu' }), user, '{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Toggle menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/');
  });
});

describe('sessions across tabs', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('shows the sign-in page when another tab logs out, with the reason', async () => {
    const { store } = renderConsole('/folder/employee/all', { session: fixtures.auth });
    stop = shareSessionBetweenTabs(store);
    await screen.findByRole('heading', { name: 'Folders area' });

    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    otherTab.postMessage({ kind: 'signed-out', token: fixtures.auth.authorization, notice: null });
    otherTab.close();

    expect(await screen.findByText(`Sign-in page: ${SIGNED_OUT_ELSEWHERE}`)).toBeInTheDocument();
    expect(currentLocation()).toBe('/auth/login?next=%2Ffolder%2Femployee%2Fall');
    expect(sessionStorage.getItem('console.session')).toBeNull();
  });

  it('tells the other tabs when the user logs out here', async () => {
    server.use(api.on(authCalls.logout, () => ok(null, 'Signed out')));
    const heard: unknown[] = [];
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    otherTab.onmessage = ({ data }) => heard.push(data);
    const { user, store } = renderConsole('/', { session: fixtures.auth });
    stop = shareSessionBetweenTabs(store);
    await screen.findByRole('heading', { name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Ada' }));
    await pressIn(await screen.findByRole('menu'), user, '{End}{Enter}');

    await waitFor(() => expect(heard).toEqual([{ kind: 'signed-out', token: fixtures.auth.authorization, notice: null }]));
    otherTab.close();
  });
});

describe('logout', () => {
  async function logOut(user: ReturnType<typeof renderConsole>['user']) {
    await screen.findByRole('heading', { name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Ada' }));
    // By keyboard: in jsdom a zag menu ignores pointer selection once an earlier test selected in one.
    await pressIn(await screen.findByRole('menu'), user, '{End}{Enter}');
  }

  it('revokes the session on the server, forgets it and goes to the sign-in page', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      api.on(authCalls.logout, (_body, request) => {
        tokens.push(request.headers.get('authorization'));
        return ok(null, 'Signed out');
      }),
    );
    const { user, store } = renderConsole('/', { session: fixtures.auth });
    await logOut(user);
    await waitFor(() => expect(currentLocation()).toBe('/auth/login'));
    expect(tokens).toEqual([`Bearer ${fixtures.auth.authorization}`]);
    expect(sessionStorage.getItem('console.session')).toBeNull();
    expect(store.getState().session.auth).toBeNull();
  });

  it('opens the sign-in page without a way back to the page the user logged out from', async () => {
    server.use(api.on(authCalls.logout, () => ok(null, 'Signed out')));
    const { user } = renderConsole('/internet/locations/all', { session: fixtures.auth });
    await screen.findByRole('heading', { name: 'Internet area' });
    await user.click(screen.getByRole('button', { name: 'Ada' }));
    await pressIn(await screen.findByRole('menu'), user, '{End}{Enter}');
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/auth/login');
  });

  it('signs out of the tab even when the server cannot be reached', async () => {
    server.use(api.on(authCalls.logout, () => fail(500, 'Something went wrong.')));
    const { user } = renderConsole('/', { session: fixtures.auth });
    await logOut(user);
    await waitFor(() => expect(currentLocation()).toBe('/auth/login'));
    expect(sessionStorage.getItem('console.session')).toBeNull();
  });
});
