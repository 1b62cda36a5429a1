import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { makeStore } from '@console/api';
import { server } from '@console/testing';
import { http, HttpResponse } from 'msw';
import { preloadArea, preloadPage } from './preload-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  server.use(http.get('/remotes.json', () => HttpResponse.json({ remotes: { mf_hr: '/apps/mf-hr/mf-manifest.json' } })));
});

// In order: the registration is kept for the page's life, as in the browser.
describe('preloading a page', () => {
  it('starts nothing from a menu item before the console has registered its remotes', async () => {
    preloadArea('/internet/plans/prepaid');
    await settled();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('registers the remotes once and loads the module that draws each path, before anything renders it', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    await Promise.all([preloadPage('/folder/employee/all'), preloadPage('/')]);
    preloadArea('/security/users/all');
    await settled();
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).toEqual(['mf_hr/routes', 'mf_hr/dashboard', 'mf_security/routes']);
  });

  it("hands the console's store to the page's prefetch once its module has loaded", async () => {
    const prefetch = jest.fn();
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null, prefetch });
    const store = makeStore();
    await preloadPage('/settings/profile', store);
    await settled();
    expect(prefetch).toHaveBeenCalledWith(store);
  });

  it('leaves a failed load for the page to show when it renders', async () => {
    jest.mocked(loadRemote).mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(preloadPage('/internet/plans/prepaid', makeStore())).resolves.toBeUndefined();
    await settled();
    expect(loadRemote).toHaveBeenCalledWith('mf_internet/routes');
  });
});
