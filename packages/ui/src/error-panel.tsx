import { Box, Button, Heading, Text } from '@chakra-ui/react';

export interface ErrorPanelProps {
  title: string;
  message?: string;
  onRetry?: () => void;
}

/** Takes the place of a screen that could not be shown, e.g. a remote that failed to load. */
export function ErrorPanel({ title, message, onRetry }: ErrorPanelProps) {
  return (
    <Box role="alert" borderWidth="1px" borderColor="red.200" bg="red.50" color="red.900" rounded="md" p="6" maxW="2xl">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {message && <Text mt="2">{message}</Text>}
      {onRetry && (
        <Button mt="4" size="sm" colorPalette="red" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Box>
  );
}
