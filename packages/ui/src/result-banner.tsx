import { Alert, Link as ChakraLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type ResultStatus = 'success' | 'error';

/** A link the banner carries, relative to the page's path (as CancelLink's): the record just created. */
export interface BannerLink {
  to: string;
  label: string;
}

export interface ResultBannerProps {
  status: ResultStatus;
  children: ReactNode;
  link?: BannerLink;
}

/** The outcome of a save or a load: green for success, red for an error (announced at once). */
export function ResultBanner({ status, children, link }: ResultBannerProps) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} alignItems="center" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
      {link && (
        <ChakraLink asChild fontWeight="semibold" textDecoration="underline">
          <Link to={link.to} relative="path">
            {link.label}
          </Link>
        </ChakraLink>
      )}
    </Alert.Root>
  );
}
