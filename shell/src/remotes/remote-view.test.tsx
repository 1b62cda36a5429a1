import { LocationDisplay, currentLocation, fixtures, renderWithProviders } from '@console/testing';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AppRoutes } from '../app-routes';
import { loadRemoteModule } from './load-remote-module';
import { RemoteLoadError } from './remote-error-plugin';
import { preloadRemoteView } from './remote-view';
import { VersionSkewError } from './version-skew';

jest.mock('./load-remote-module', () => ({ loadRemoteModule: jest.fn() }));

function ThrowingSecurity(): never {
  throw new Error('mf_security crashed while rendering');
}

let internetReachable = false;
const remotes: Record<string, ComponentType> = {
  'mf_hr/dashboard': () => <h1>Dashboard</h1>,
  'mf_internet/routes': () => <h1>Internet area</h1>,
  'mf_security/routes': ThrowingSecurity,
};

beforeEach(() => {
  jest.mocked(loadRemoteModule).mockImplementation(async (id) => {
    if (id === 'mf_internet/routes' && !internetReachable) throw new RemoteLoadError(id, new TypeError('Failed to fetch'));
    return { default: remotes[id] } as never;
  });
  // React reports the errors the boundary catches; they are the point of these tests.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

const renderConsole = (route: string) =>
  renderWithProviders(
    <>
      <AppRoutes />
      <LocationDisplay />
    </>,
    { route, session: fixtures.auth },
  );

describe('a remote that cannot be loaded', () => {
  it('shows the error panel in the content area while the menu and other areas keep working', async () => {
    const { user } = renderConsole('/internet/plans/prepaid');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('The Internet area could not be loaded');
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/');
  });

  it('loads the area on retry once the remote is back', async () => {
    internetReachable = false;
    const { user } = renderConsole('/internet/nas/all');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The Internet area could not be loaded');

    internetReachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Internet area' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a remote that throws while rendering', () => {
  it('is contained in its area', async () => {
    const { user } = renderConsole('/security/users/all');
    expect(await screen.findByRole('alert')).toHaveTextContent('The Security area could not be loaded');
    await user.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('a remote built for an incompatible version of the shared packages', () => {
  it('fails loudly in its area, naming the versions, with no retry that could not help', async () => {
    // What versionSkewPlugin makes the federation runtime throw for the remote's @console/api.
    const skew = new VersionSkewError('@console/api', '1.1.0', '^2.0.0');
    jest.mocked(loadRemoteModule).mockImplementation(async (id) => {
      if (id === 'mf_hr/routes') throw new RemoteLoadError(id, skew);
      return { default: remotes[id] } as never;
    });
    const { user } = renderConsole('/folder/employee/all');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('The Folders area does not fit this version of the console');
    expect(panel).toHaveTextContent('built for @console/api ^2.0.0, and the console runs @console/api 1.1.0');
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('a module preloaded before it renders', () => {
  it('is drawn from that load, not fetched again', async () => {
    jest.mocked(loadRemoteModule).mockImplementation(async () => ({ default: () => <h1>Settings area</h1> }) as never);
    expect(await preloadRemoteView('mf_security/settings')).not.toBeNull();
    renderConsole('/settings/profile');
    expect(await screen.findByRole('heading', { name: 'Settings area' })).toBeInTheDocument();
    expect(jest.mocked(loadRemoteModule).mock.calls.filter(([id]) => id === 'mf_security/settings')).toHaveLength(1);
  });
});
