import { CloseButton, Drawer, Portal } from '@console/ui';
import { SideMenu } from './side-menu';

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The side menu of a narrow screen: slides in over the page from the header's menu button, and
 * closes on Escape, on the backdrop, on its close button and once an item is chosen.
 */
export function MenuDrawer({ open, onClose }: MenuDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="start"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content width="auto" maxW="85vw" bg="gray.900" overflowY="auto">
            <Drawer.Header bg="gray.900" px="6" py="3">
              <Drawer.Title color="gray.200" fontSize="sm" fontWeight="bold" textTransform="uppercase">
                Menu
              </Drawer.Title>
            </Drawer.Header>
            <SideMenu onNavigate={onClose} />
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" color="gray.200" _hover={{ bg: 'whiteAlpha.200' }} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
