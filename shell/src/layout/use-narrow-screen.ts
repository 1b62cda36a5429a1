import { useSyncExternalStore } from 'react';

/** Below Chakra's `md` breakpoint (48em, 768 px): phones and small tablets held upright. */
export const NARROW_SCREEN = '(max-width: 47.99em)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is narrower than a tablet now; follows resizes and rotations. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW_SCREEN).matches);
}
