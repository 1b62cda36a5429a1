import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type ResultStatus = 'success' | 'error';

export interface ResultBannerProps {
  status: ResultStatus;
  children: ReactNode;
}

/** The outcome of a save or a load: green for success, red for an error (announced at once). */
export function ResultBanner({ status, children }: ResultBannerProps) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
