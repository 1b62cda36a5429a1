import { registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remotesConfig, type RemotesConfig } from '@console/api';
import { remoteErrorPlugin } from './remote-error-plugin';
import { versionSkewPlugin } from './version-skew';

/**
 * Registers the remotes the server lists in /remotes.json, so a remote moves or redeploys without
 * rebuilding the shell. Without the list the console still starts; every area then shows its panel.
 */
export async function registerRemotesFrom(url: string): Promise<void> {
  registerPlugins([remoteErrorPlugin()]);
  registerGlobalPlugins([versionSkewPlugin()]);
  let config: RemotesConfig = { remotes: {} };
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    config = remotesConfig.parse(await response.json());
  } catch (error) {
    console.error('The remotes list could not be read; the areas will be unavailable.', error);
  }
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })));
}
