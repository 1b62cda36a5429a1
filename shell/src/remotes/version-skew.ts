import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote built against a contract (@console/api, @console/ui) that the page's copy does not satisfy. */
export class VersionSkewError extends Error {
  constructor(
    /** The package, e.g. '@console/api'. */
    readonly pkg: string,
    /** The version the console provides. */
    readonly provided: string,
    /** The range the remote was built for. */
    readonly required: string,
  ) {
    super(`${pkg} ${provided} does not satisfy ${required}`);
    this.name = 'VersionSkewError';
  }
}

/**
 * Federation runtime plugin: where a strictVersion singleton would fail (rspack.shared.js), the
 * resolver throws a VersionSkewError carrying the versions, so the shell reads them from fields
 * rather than from the runtime's English message. Global, because each remote resolves its shared
 * modules in a federation instance of its own.
 */
export function versionSkewPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'console-version-skew',
    resolveShare(args) {
      const { shareConfig } = args.shareInfo;
      const required = shareConfig?.requiredVersion;
      if (shareConfig?.singleton && shareConfig.strictVersion && typeof required === 'string' && args.version && !satisfy(args.version, required)) {
        const error = new VersionSkewError(args.pkgName, args.version, required);
        args.resolver = () => {
          throw error;
        };
      }
      return args;
    },
  };
}

/** The version skew somewhere in an error's cause chain, or null for any other failure. */
export function versionSkewOf(error: unknown): VersionSkewError | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof VersionSkewError) return current;
  }
  return null;
}
