import type { AppStore } from '@console/api';
import { SpinnerOverlay, Box } from '@console/ui';
import { Suspense, lazy, useReducer, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { loadRemoteModule } from './load-remote-module';
import { RemoteBoundary } from './remote-boundary';

/**
 * What an exposed page module offers: its component, and optionally `prefetch`, which the shell runs
 * with the signed-in store as soon as the module is loaded, so the page's first data calls go out
 * while the console renders. A remote without it (an older build) just fetches on its first render.
 */
export interface RemoteModule {
  default: ComponentType;
  prefetch?: (store: AppStore) => void;
}
type RemoteComponent = LazyExoticComponent<ComponentType>;

// One load per exposed module, shared by a preload and the component that renders it.
const loads = new Map<string, Promise<RemoteModule>>();
// One lazy component per exposed module, so moving between pages of an area never suspends again.
const components = new Map<string, RemoteComponent>();

function loadOnce(id: string): Promise<RemoteModule> {
  let load = loads.get(id);
  if (!load) {
    load = loadRemoteModule<RemoteModule>(id);
    loads.set(id, load);
    // A failed load is not kept: the retry button (or the next preload) asks the network again.
    load.catch(() => {
      loads.delete(id);
      components.delete(id);
    });
  }
  return load;
}

/**
 * Starts fetching and running an exposed module before it is rendered (the page after sign-in, the
 * area a menu item opens), so React finds it loaded. A failure is shown where it renders, not here.
 */
export function preloadRemoteView(id: string): Promise<RemoteModule | null> {
  return loadOnce(id).catch(() => null);
}

function remoteComponent(id: string): RemoteComponent {
  let component = components.get(id);
  if (!component) {
    component = lazy(() => loadOnce(id));
    components.set(id, component);
  }
  return component;
}

export interface RemoteViewProps {
  /** The exposed module, e.g. 'mf_hr/routes'. */
  id: string;
  /** How users name the area, for the error panel. */
  area: string;
}

/** Renders a remote's exposed component, with a spinner while it loads and a panel if it fails. */
export function RemoteView({ id, area }: RemoteViewProps) {
  const { pathname } = useLocation();
  const [attempt, retry] = useReducer((count: number) => count + 1, 0);
  const Remote = remoteComponent(id);
  return (
    <RemoteBoundary area={area} resetKey={pathname} onRetry={retry}>
      <Suspense
        fallback={
          <Box position="relative" minH="40">
            <SpinnerOverlay label={`Loading ${area}`} />
          </Box>
        }
      >
        <Remote key={attempt} />
      </Suspense>
    </RemoteBoundary>
  );
}
