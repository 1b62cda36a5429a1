import { Heading, Link, Stack, Text } from '@console/ui';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ConfirmResetForm } from './confirm-reset-form';
import { RequestResetForm } from './request-reset-form';

/** Step 1 asks for the email; the mailed link comes back here with ?token=... for step 2. */
export function ResetPage() {
  const token = useSearchParams()[0].get('token');
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        {token ? 'Choose a new password' : 'Reset your password'}
      </Heading>
      {token ? (
        <ConfirmResetForm token={token} />
      ) : (
        <>
          <Text fontSize="sm">Enter the email you sign in with. The link we send is valid for 30 minutes.</Text>
          <RequestResetForm />
        </>
      )}
      <Link asChild fontSize="sm" color="blue.600">
        <RouterLink to="/auth/login">Back to sign in</RouterLink>
      </Link>
    </Stack>
  );
}
