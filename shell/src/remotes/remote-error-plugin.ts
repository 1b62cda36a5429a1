import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote (or its manifest) that could not be fetched or evaluated. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remoteId: string,
    cause: unknown,
  ) {
    super(`Remote ${remoteId} could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

/**
 * Federation runtime plugin: a broken remote must never take the shell down with it. While shared
 * modules are negotiated it is skipped (the other remotes and the shell's own copies still serve);
 * when its own module is asked for, the failure becomes one RemoteLoadError for the area's boundary.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'console-remote-error',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle === 'beforeLoadShare') {
        console.warn(`Remote ${id} is unavailable; its shared modules are skipped.`, error);
        return undefined;
      }
      throw error instanceof RemoteLoadError ? error : new RemoteLoadError(id, error);
    },
  };
}
