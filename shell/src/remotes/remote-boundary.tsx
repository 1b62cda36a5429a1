import { ErrorPanel } from '@console/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { versionSkewOf } from './version-skew';

interface RemoteBoundaryProps {
  /** The area's name in 'The {area} area could not be loaded'. */
  area: string;
  /** Leaving for another page clears the error, so the next area gets its own chance. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: unknown;
}

/** Catches a remote that failed to load or threw while rendering; the rest of the shell stays up. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RemoteBoundaryState {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`The ${this.props.area} area failed.`, error, info.componentStack);
  }

  componentDidUpdate(previous: RemoteBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  render() {
    if (!this.state.error) return this.props.children;
    const skew = versionSkewOf(this.state.error);
    if (skew) {
      // Trying again cannot help: the area has to be rebuilt against the console's packages.
      return (
        <ErrorPanel
          title={`The ${this.props.area} area does not fit this version of the console`}
          message={`It was built for ${skew.pkg} ${skew.required}, and the console runs ${skew.pkg} ${skew.provided}. The rest of the console still works; the area's team has to rebuild and redeploy it.`}
        />
      );
    }
    return (
      <ErrorPanel
        title={`The ${this.props.area} area could not be loaded`}
        message="The rest of the console still works. Check your connection and try again."
        onRetry={this.retry}
      />
    );
  }
}
