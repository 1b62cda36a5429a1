import { useState } from 'react';

// Below Chakra's md breakpoint (48em, 768 px): a phone, or a tablet upright.
const NARROW = '(max-width: 47.99em)';

/**
 * Whether the screen was narrow when the caller appeared. A list renders one layout or the other
 * rather than both hidden by CSS (the same record twice would be read twice, and found twice by
 * whoever looks for its text), and keeps the one it started with: switching remounts the rows, and
 * a phone turned sideways (or a window resized, which passes through a 1 px width in Chromium)
 * would close a dialog opened from a row and drop what was typed in it. The next page takes the new width.
 */
export function useNarrowScreen(): boolean {
  const [narrow] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches);
  return narrow;
}
