import { ErrorPanel } from '@console/ui';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { versionSkewOf } from './version-skew';

interface RemoteBoundaryProps {
  /** The area's name in 'The {area} area could not be loaded'. */
  area: string;
  /** Leaving for another page clears the error, so the next area gets its own chance. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

function AreaFailed({ area, error, resetErrorBoundary }: FallbackProps & { area: string }) {
  const skew = versionSkewOf(error);
  if (skew) {
    // Trying again cannot help: the area has to be rebuilt against the console's packages.
    return (
      <ErrorPanel
        title={`The ${area} area does not fit this version of the console`}
        message={`It was built for ${skew.pkg} ${skew.required}, and the console runs ${skew.pkg} ${skew.provided}. The rest of the console still works; the area's team has to rebuild and redeploy it.`}
      />
    );
  }
  return (
    <ErrorPanel
      title={`The ${area} area could not be loaded`}
      message="The rest of the console still works. Check your connection and try again."
      onRetry={resetErrorBoundary}
    />
  );
}

/** Catches a remote that failed to load or threw while rendering; the rest of the shell stays up. */
export function RemoteBoundary({ area, resetKey, onRetry, children }: RemoteBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      onReset={(details) => {
        if (details.reason === 'imperative-api') onRetry();
      }}
      onError={(error, info) => console.error(`The ${area} area failed.`, error, info.componentStack)}
      fallbackRender={(props) => <AreaFailed area={area} {...props} />}
    >
      {children}
    </ErrorBoundary>
  );
}
