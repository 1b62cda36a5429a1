import { Heading, Text } from '@chakra-ui/react';

/** What an unknown address shows, in the shell and inside a remote's own routes alike. */
export function PageNotFound() {
  return (
    <>
      <Heading as="h1" size="lg">
        Page not found
      </Heading>
      <Text mt="2">There is nothing at this address. Use the menu to find your way.</Text>
    </>
  );
}
