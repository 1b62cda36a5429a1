import { Box, Flex } from '@console/ui';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { MenuDrawer } from '../menu/menu-drawer';
import { SideMenu } from '../menu/side-menu';
import { WithdrawnNotice } from '../session/withdrawn-notice';
import { AppHeader } from './app-header';
import { useNarrowScreen } from './use-narrow-screen';

/**
 * The page frame. A wide screen keeps the side menu beside the page (the header's button hides and
 * shows it); a narrow one gives the page the whole width, with the menu in a drawer, closed until
 * the header's button opens it.
 */
export function MainLayout() {
  const narrow = useNarrowScreen();
  const [sideMenuShown, setSideMenuShown] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Flex minH="100vh" bg="gray.50">
      {narrow ? <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} /> : sideMenuShown && <SideMenu />}
      <Flex direction="column" flex="1" minW="0">
        <AppHeader
          menuOpen={narrow ? drawerOpen : sideMenuShown}
          onToggleMenu={() => (narrow ? setDrawerOpen((open) => !open) : setSideMenuShown((shown) => !shown))}
        />
        <Box as="main" flex="1" minW="0" p={{ base: '3', md: '6' }} position="relative">
          <WithdrawnNotice />
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
