import { Alert, Button, Heading } from '@chakra-ui/react';

export interface ErrorPanelProps {
  title: string;
  /** What still works and what to do about it: a panel that takes a screen's place always says. */
  message: string;
  onRetry?: () => void;
}

/** Takes the place of a screen that could not be shown, e.g. a remote that failed to load. */
export function ErrorPanel({ title, message, onRetry }: ErrorPanelProps) {
  return (
    <Alert.Root status="error" role="alert" p="6" maxW="2xl">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title asChild>
          <Heading as="h2" size="md">
            {title}
          </Heading>
        </Alert.Title>
        <Alert.Description>{message}</Alert.Description>
        {onRetry && (
          <Button mt="2" size="sm" colorPalette="red" variant="outline" alignSelf="flex-start" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
