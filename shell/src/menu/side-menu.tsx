import { selectAuth, selectPermissionIds } from '@console/api';
import { notify, Box, Icon, Stack, Text } from '@console/ui';
import { useMemo } from 'react';
import type { IconType } from 'react-icons';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { preloadArea } from '../remotes/preload-page';
import { activeKey, visibleMenu } from './menu-items';

interface MenuLinkItemProps {
  to: string;
  label: string;
  active: boolean;
  icon?: IconType;
  onNavigate?: () => void;
  /** The account must enrol a second factor first: the item says why instead of going anywhere. */
  held: boolean;
}

/** What a held account is told when it picks a menu item (the session guard would only bring it back). */
const HELD_MENU_NOTICE = 'Set up your one-time code first: the menu opens once it is confirmed.';

function MenuLinkItem({ to, label, active, icon, onNavigate, held }: MenuLinkItemProps) {
  // The area's module is fetched and run while the pointer or the finger is on the item, not after the click.
  const preload = () => preloadArea(to);
  return (
    <Box
      asChild
      display="flex"
      alignItems="center"
      gap="2"
      px="3"
      py="2"
      pl={icon ? '3' : '9'}
      rounded="md"
      fontSize="sm"
      fontWeight={active ? 'semibold' : 'normal'}
      bg={active ? 'blue.600' : undefined}
      color={active ? 'white' : 'gray.200'}
      _hover={{ bg: active ? 'blue.600' : 'whiteAlpha.200' }}
    >
      <Link
        to={to}
        aria-current={active ? 'page' : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={(event) => {
          if (held) {
            // Not followed: the item is not highlighted and Settings stays, now with the reason.
            event.preventDefault();
            notify(HELD_MENU_NOTICE, 'info', 'held-menu');
          }
          onNavigate?.();
        }}
      >
        {icon && <Icon as={icon} />}
        {label}
      </Link>
    </Box>
  );
}

interface SideMenuProps {
  /** An item was chosen (the drawer of a narrow screen closes). */
  onNavigate?: () => void;
}

export function SideMenu({ onNavigate }: SideMenuProps) {
  const granted = useSelector(selectPermissionIds);
  const held = useSelector(selectAuth)?.enrolSecondFactor === true;
  const sections = useMemo(() => visibleMenu(granted), [granted]);
  const current = activeKey(useLocation().pathname);
  return (
    <Box as="nav" aria-label="Main menu" w="60" flexShrink={0} minH="full" bg="gray.900" color="gray.200" px="3" py="4">
      <Stack gap="4" as="ul" listStyleType="none">
        {sections.map((section) => (
          <li key={section.label}>
            {section.to !== undefined ? (
              <MenuLinkItem
                to={section.to}
                label={section.label}
                active={activeKey(section.to) === current}
                icon={section.icon}
                onNavigate={onNavigate}
                held={held}
              />
            ) : (
              <>
                <Text display="flex" alignItems="center" gap="2" px="3" fontSize="xs" fontWeight="bold" textTransform="uppercase" color="gray.400">
                  <Icon as={section.icon} />
                  {section.label}
                </Text>
                <Stack as="ul" gap="1" mt="1" listStyleType="none">
                  {section.links.map((item) => (
                    <li key={item.to}>
                      <MenuLinkItem to={item.to} label={item.label} active={activeKey(item.to) === current} onNavigate={onNavigate} held={held} />
                    </li>
                  ))}
                </Stack>
              </>
            )}
          </li>
        ))}
      </Stack>
    </Box>
  );
}
