import { Box } from '@chakra-ui/react';
import { SpinnerOverlay } from '@console/ui';
import { Suspense, lazy, useReducer, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { loadRemoteModule } from './load-remote-module';
import { RemoteBoundary } from './remote-boundary';

type RemoteComponent = LazyExoticComponent<ComponentType>;

// One lazy component per exposed module, so moving between pages of an area never suspends again.
const components = new Map<string, RemoteComponent>();

function remoteComponent(id: string): RemoteComponent {
  let component = components.get(id);
  if (!component) {
    component = lazy(() =>
      loadRemoteModule<{ default: ComponentType }>(id).catch((error: unknown) => {
        // A failed load is not kept: the retry button asks the network again.
        components.delete(id);
        throw error;
      }),
    );
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
