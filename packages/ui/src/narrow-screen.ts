import { useSyncExternalStore } from 'react';

// Below Chakra's md breakpoint (48em, 768 px): a phone, or a tablet upright.
const NARROW = '(max-width: 47.99em)';

const query = () => (typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(NARROW));

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is narrow. A list renders one layout or the other rather than both hidden by
 * CSS: the same record twice would be read twice, and found twice by whoever looks for its text.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
