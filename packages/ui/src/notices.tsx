import { Portal, Toast, Toaster, createToaster } from '@chakra-ui/react';

// One toaster for the page: @console/ui is a singleton (rspack.shared.js), so a remote's notice
// shows in the one <Notices /> the shell's providers render.
const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true });

/**
 * Says what just happened where a banner has no place to stay (a dialog that closed on success).
 * A notice given an `id` replaces the one on show with that id, rather than stacking a copy.
 */
export function notify(text: string, status: 'success' | 'error' | 'info' = 'success', id?: string): void {
  toaster.create({ title: text, type: status, duration: 6000, ...(id ? { id } : {}) });
}

/** Where notices appear; rendered once, by AppProviders. */
export function Notices() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Toast.Title>{toast.title}</Toast.Title>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
