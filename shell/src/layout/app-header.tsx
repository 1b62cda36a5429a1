import { Button, Flex, IconButton, Menu, Portal } from '@console/ui';
import { baseApi, selectFirstname, signedOut, useLogoutMutation } from '@console/api';
import { FiChevronDown, FiMenu, FiUser } from 'react-icons/fi';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { HeaderSearch } from '../search/header-search';

interface AppHeaderProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function AppHeader({ menuOpen, onToggleMenu }: AppHeaderProps) {
  const firstname = useSelector(selectFirstname);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();

  const signOut = async () => {
    try {
      await logout().unwrap();
    } catch {
      // The server may be unreachable or the session already gone; this tab signs out regardless.
    }
    // Logged out, not sent away: the sign-in page does not lead the next person back to this page.
    dispatch(signedOut({ loggedOut: true }));
    // Nothing fetched for this user may be shown to the next one.
    dispatch(baseApi.util.resetApiState());
    navigate('/auth/login', { replace: true });
  };

  return (
    <Flex as="header" align="center" gap="4" px="4" py="2" borderBottomWidth="1px" bg="white">
      <IconButton aria-label="Toggle menu" aria-expanded={menuOpen} variant="ghost" onClick={onToggleMenu}>
        <FiMenu />
      </IconButton>
      <HeaderSearch />
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" ml="auto">
            <FiUser />
            {firstname}
            <FiChevronDown />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="settings" onSelect={() => navigate('/settings')}>
                Settings
              </Menu.Item>
              <Menu.Item value="logout" onSelect={() => void signOut()}>
                Logout
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );
}
