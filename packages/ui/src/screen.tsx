import { Box, HStack, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { errorMessage, isNotFound } from './error-message';
import { FilterScope } from './filter-scope';
import { PageNotFound } from './page-not-found';
import { ResultBanner } from './result-banner';
import { SpinnerOverlay } from './spinner-overlay';

export interface ScreenProps {
  title: string;
  /** Beside the title: a list's New ... button. */
  action?: ReactNode;
  /** Above the content: a list's CriteriaFilter. */
  toolbar?: ReactNode;
  loading?: boolean;
  /**
   * Why the list or record could not be loaded (spec: on loads only the message is shown): a text,
   * or the failed call's error. A record that does not exist shows "not found" instead of the screen.
   */
  error?: unknown;
  /** Where "not found" leads back to, relative to this page's path (a record's list). */
  backTo?: string;
  children?: ReactNode;
}

const NOT_FOUND_TEXT = 'There is no such record: it may have been deleted, or the address is wrong.';

/** The server's 'Plan not found.' as a heading; an id that is no id at all gets the general one. */
const notFoundTitle = (error: unknown) => {
  const message = errorMessage(error);
  return message && /not found\.?$/i.test(message) ? message.replace(/\.$/, '') : 'Record not found';
};

/** The frame of a list or record screen: title and action, toolbar, load error, content behind a spinner; its filters as one. */
export function Screen({ title, action, toolbar, loading = false, error, backTo, children }: ScreenProps) {
  if (isNotFound(error)) return <PageNotFound title={notFoundTitle(error)} message={NOT_FOUND_TEXT} backTo={backTo ?? '..'} />;
  const message = typeof error === 'string' ? error : errorMessage(error);
  return (
    <FilterScope>
      <Stack gap="4">
        <HStack justify="space-between" gap="4" flexWrap="wrap">
          <Heading as="h1" size="lg">
            {title}
          </Heading>
          {action}
        </HStack>
        {toolbar}
        {message && <ResultBanner status="error">{message}</ResultBanner>}
        <Box position="relative" minH="24">
          {children}
          <SpinnerOverlay show={loading} />
        </Box>
      </Stack>
    </FilterScope>
  );
}
