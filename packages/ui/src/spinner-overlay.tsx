import { AbsoluteCenter, Box, Spinner } from '@chakra-ui/react';

export interface SpinnerOverlayProps {
  show?: boolean;
  /** What the screen reader hears: 'Loading', 'Saving', ... */
  label?: string;
  /** Cover the whole window instead of the nearest positioned parent. */
  fullPage?: boolean;
}

export function SpinnerOverlay({ show = true, label = 'Loading', fullPage = false }: SpinnerOverlayProps) {
  if (!show) return null;
  return (
    <Box
      position={fullPage ? 'fixed' : 'absolute'}
      inset="0"
      zIndex="overlay"
      bg="whiteAlpha.700"
      role="status"
      aria-live="polite"
      aria-label={label}
    >
      <AbsoluteCenter>
        <Spinner size="xl" color="blue.500" borderWidth="3px" />
      </AbsoluteCenter>
    </Box>
  );
}
