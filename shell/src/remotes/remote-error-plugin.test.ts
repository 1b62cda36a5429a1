import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { RemoteLoadError, remoteErrorPlugin } from './remote-error-plugin';

type Hook = (args: { id: string; error: unknown; lifecycle: string; from: 'runtime'; origin: ModuleFederation }) => unknown;
const hook = remoteErrorPlugin().errorLoadRemote as unknown as Hook;
const origin = {} as ModuleFederation;

describe('remoteErrorPlugin', () => {
  it('turns a failed remote module into one RemoteLoadError naming it', () => {
    const cause = new TypeError('Failed to fetch');
    let thrown: unknown;
    try {
      hook({ id: 'mf_hr/routes', error: cause, lifecycle: 'onLoad', from: 'runtime', origin });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RemoteLoadError);
    expect(thrown).toMatchObject({ remoteId: 'mf_hr/routes', cause });
  });

  it('passes an earlier RemoteLoadError on unchanged', () => {
    const first = new RemoteLoadError('/apps/mf-hr/mf-manifest.json', new Error('404'));
    expect(() => hook({ id: 'mf_hr/routes', error: first, lifecycle: 'onLoad', from: 'runtime', origin })).toThrow(first);
  });

  it('skips a broken remote while shared modules are negotiated', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(hook({ id: 'mf_hr', error: new Error('offline'), lifecycle: 'beforeLoadShare', from: 'runtime', origin })).toBeUndefined();
  });
});
