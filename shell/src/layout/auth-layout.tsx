import { Box, Center, Heading, Image, Stack, Text } from '@console/ui';
import type { ReactNode } from 'react';
import logo from '../assets/logo.svg';

/** The frame of the sign-in pages: logo, heading, the page, copyright. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Center minH="100vh" bg="gray.100" px="4" py="10">
      <Stack gap="6" w="full" maxW="md" align="center">
        {/* A landmark of its own: axe's region rule wants no content outside one. */}
        <Stack as="header" gap="6" align="center">
          <Image src={logo} alt="" boxSize="14" />
          <Heading as="h1" size="xl">
            Staff Console
          </Heading>
        </Stack>
        <Box as="main" w="full" bg="white" rounded="lg" shadow="md" p="8" position="relative">
          {children}
        </Box>
        <Text as="footer" fontSize="sm" color="gray.600">
          Copyright © 2022 Staff Console
        </Text>
      </Stack>
    </Center>
  );
}
