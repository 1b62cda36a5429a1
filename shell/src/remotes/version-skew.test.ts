import { satisfy } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './remote-error-plugin';
import { VersionSkewError, versionSkewOf, versionSkewPlugin } from './version-skew';

jest.mock('@module-federation/enhanced/runtime', () => ({ satisfy: jest.fn() }));

type Args = { pkgName: string; version: string; shareInfo: { shareConfig: object }; resolver: () => unknown };
const resolveShare = versionSkewPlugin().resolveShare as unknown as (args: Args) => Args;

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

const argsFor = (shareConfig: object): Args => ({
  pkgName: '@console/api',
  version: '1.1.0',
  shareInfo: { shareConfig },
  resolver: () => 'the shell copy',
});

describe('versionSkewPlugin', () => {
  it('makes a strict singleton that the page cannot satisfy fail with the versions', () => {
    jest.mocked(satisfy).mockReturnValue(false);
    const args = resolveShare(argsFor({ singleton: true, strictVersion: true, requiredVersion: '^2.0.0' }));
    expect(satisfy).toHaveBeenCalledWith('1.1.0', '^2.0.0');
    const error = thrownBy(args.resolver);
    expect(error).toBeInstanceOf(VersionSkewError);
    expect(versionSkewOf(new RemoteLoadError('mf_internet/routes', error))).toMatchObject({
      pkg: '@console/api',
      provided: '1.1.0',
      required: '^2.0.0',
    });
  });

  it('leaves a satisfied or non-strict share to the runtime', () => {
    jest.mocked(satisfy).mockReturnValue(true);
    expect(resolveShare(argsFor({ singleton: true, strictVersion: true, requiredVersion: '^1.0.0' })).resolver()).toBe('the shell copy');
    jest.mocked(satisfy).mockReturnValue(false);
    expect(resolveShare(argsFor({ singleton: true, strictVersion: false, requiredVersion: '^2.0.0' })).resolver()).toBe('the shell copy');
  });

  it('finds no skew in other failures', () => {
    expect(versionSkewOf(new RemoteLoadError('mf_hr/routes', new TypeError('Failed to fetch')))).toBeNull();
  });
});
