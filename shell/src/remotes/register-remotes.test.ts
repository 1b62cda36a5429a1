import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fail, server } from '@console/testing';
import { http, HttpResponse } from 'msw';
import { registerRemotesFrom } from './register-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

describe('registerRemotesFrom', () => {
  it('registers the remotes the server lists, at absolute addresses, with the error plugin', async () => {
    server.use(
      http.get('/remotes.json', () =>
        HttpResponse.json({ remotes: { mf_auth: '/apps/mf-auth/mf-manifest.json', mf_hr: 'https://cdn.example.com/hr/mf-manifest.json' } }),
      ),
    );
    await registerRemotesFrom('/remotes.json');
    expect(registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'console-remote-error' })]);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_auth', entry: 'http://localhost/apps/mf-auth/mf-manifest.json' },
      { name: 'mf_hr', entry: 'https://cdn.example.com/hr/mf-manifest.json' },
    ]);
  });

  it('starts with no remotes when the list cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/remotes.json', () => fail(500, 'down')));
    await registerRemotesFrom('/remotes.json');
    expect(registerRemotes).toHaveBeenLastCalledWith([]);
  });

  it('starts with no remotes when the list is not a remotes list', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/remotes.json', () => HttpResponse.json({ remotes: ['/apps/mf-hr/mf-manifest.json'] })));
    await registerRemotesFrom('/remotes.json');
    expect(registerRemotes).toHaveBeenLastCalledWith([]);
  });
});
