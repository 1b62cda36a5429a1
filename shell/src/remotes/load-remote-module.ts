import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './remote-error-plugin';

// A remote whose server accepts the connection but never answers would otherwise leave its area
// spinning for good; after this long it shows the error panel with its retry button instead.
const LOAD_TIMEOUT_MS = 20_000;

/** The module a remote exposes, e.g. 'mf_hr/dashboard'. */
export function loadRemoteModule<T>(id: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(id, new Error('timed out'))), LOAD_TIMEOUT_MS);
    loadRemote<T>(id).then(
      (module) => {
        clearTimeout(timer);
        if (module) resolve(module);
        else reject(new RemoteLoadError(id, new Error('the remote answered no module')));
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
