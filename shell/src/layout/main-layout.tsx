import { Box, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { SideMenu } from '../menu/side-menu';
import { AppHeader } from './app-header';

export function MainLayout() {
  const [menuOpen, setMenuOpen] = useState(true);
  return (
    <Flex minH="100vh" bg="gray.50">
      {menuOpen && <SideMenu />}
      <Flex direction="column" flex="1" minW="0">
        <AppHeader menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
        <Box as="main" flex="1" p="6" position="relative">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
