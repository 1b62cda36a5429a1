/**
 * The Chakra UI components, hooks and types the console's apps draw with, and the only way they
 * reach Chakra: a remote imports them from '@console/ui', never from '@chakra-ui/react'
 * (eslint's no-restricted-imports says so). '@console/ui' is a federation singleton, so the page
 * still runs one Chakra and one ChakraProvider system; Chakra itself is no longer shared, so each
 * build of this package carries only the parts re-exported here and used by packages/ui, instead of
 * the whole library a shared package is provided as (232 KiB brotli before, issue 32).
 * A component the apps start to use is added here, and its recipe to console-system.ts.
 */
export {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Center,
  CloseButton,
  Code,
  DataList,
  Drawer,
  Flex,
  HStack,
  Heading,
  Icon,
  IconButton,
  Image,
  Input,
  Link,
  LinkBox,
  LinkOverlay,
  List,
  Menu,
  NativeSelect,
  Portal,
  Progress,
  QrCode,
  SimpleGrid,
  Spinner,
  Stack,
  Stat,
  Table,
  Tabs,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
