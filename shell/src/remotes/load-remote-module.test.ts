import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteModule } from './load-remote-module';
import { RemoteLoadError } from './remote-error-plugin';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

afterEach(() => jest.useRealTimers());

describe('loadRemoteModule', () => {
  it('answers the exposed module', async () => {
    const module = { default: () => null };
    jest.mocked(loadRemote).mockResolvedValue(module);
    await expect(loadRemoteModule('mf_hr/dashboard')).resolves.toBe(module);
  });

  it('gives up on a remote that never answers', async () => {
    jest.useFakeTimers();
    jest.mocked(loadRemote).mockReturnValue(new Promise(() => {}));
    const loading = loadRemoteModule('mf_internet/routes');
    jest.advanceTimersByTime(20_000);
    await expect(loading).rejects.toBeInstanceOf(RemoteLoadError);
  });

  it('treats an empty answer as a failure', async () => {
    jest.mocked(loadRemote).mockResolvedValue(null);
    await expect(loadRemoteModule('mf_security/routes')).rejects.toMatchObject({ remoteId: 'mf_security/routes' });
  });
});
