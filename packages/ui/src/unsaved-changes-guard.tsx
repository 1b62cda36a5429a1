import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog';

/**
 * While `when` holds, leaving for another page asks first, and closing or reloading the tab gets
 * the browser's own warning. Needs a data router (createBrowserRouter): the shell, the standalone
 * pages and the test render helper all use one. Moving within the page (?page=2) is not leaving.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave this page?"
      message="Your changes have not been saved. If you leave now, they are lost."
      cancelLabel="Stay on this page"
      confirmLabel="Leave without saving"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
