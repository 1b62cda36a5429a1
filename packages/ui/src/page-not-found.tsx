import { Heading, Stack, Text } from '@chakra-ui/react';
import { LinkButton } from './cancel-link';

export interface PageNotFoundProps {
  title?: string;
  message?: string;
  /** A way back, relative to this page's path as CancelLink's is: the record's list. */
  backTo?: string;
  backLabel?: string;
}

/**
 * What an unknown address shows, in the shell and inside a remote's own routes alike, and what a
 * record screen shows for a record that does not exist (instead of an empty form).
 */
export function PageNotFound({
  title = 'Page not found',
  message = 'There is nothing at this address. Use the menu to find your way.',
  backTo,
  backLabel = 'Back to the list',
}: PageNotFoundProps) {
  return (
    <Stack gap="4" align="start">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <Text>{message}</Text>
      {backTo !== undefined && (
        <LinkButton to={backTo} variant="outline">
          {backLabel}
        </LinkButton>
      )}
    </Stack>
  );
}
