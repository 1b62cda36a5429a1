import { Box, HStack, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ResultBanner } from './result-banner';
import { SpinnerOverlay } from './spinner-overlay';

export interface ScreenProps {
  title: string;
  /** Beside the title: a list's New ... button. */
  action?: ReactNode;
  /** Above the content: a list's CriteriaFilter. */
  toolbar?: ReactNode;
  loading?: boolean;
  /** Why the list or record could not be loaded (spec: on loads only the message is shown). */
  error?: string;
  children?: ReactNode;
}

/** The frame of a list or record screen: title and action, toolbar, load error, content behind a spinner. */
export function Screen({ title, action, toolbar, loading = false, error, children }: ScreenProps) {
  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="4" flexWrap="wrap">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        {action}
      </HStack>
      {toolbar}
      {error && <ResultBanner status="error">{error}</ResultBanner>}
      <Box position="relative" minH="24">
        {children}
        <SpinnerOverlay show={loading} />
      </Box>
    </Stack>
  );
}
