import { formatDate, formatTime, Alert, Stack, Text } from '@console/ui';
import { useGetUserSignInQuery } from '../api/credentials-api';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Failed sign-ins on the account now (docs/security.md): how many, from how many addresses, and wrong
 * one-time codes after the right password, which mean someone holds the password. Nothing when quiet.
 */
export function SignInPressureNotice({ userId }: { userId: string }) {
  const { data } = useGetUserSignInQuery(userId);
  const pressure = data?.signIn;
  if (!pressure || (pressure.failedSignIns === 0 && pressure.wrongCodes === 0)) return null;
  const { failedSignIns, addresses, heldAddresses, wrongCodes, lockedUntil } = pressure;
  return (
    <Alert.Root status={wrongCodes > 0 ? 'error' : 'warning'} role="status" aria-label="Failed sign-ins">
      <Alert.Indicator />
      <Stack gap="1">
        <Alert.Title>{wrongCodes > 0 ? 'Someone knows this user’s password' : 'Failed sign-ins on this account'}</Alert.Title>
        {failedSignIns > 0 && (
          <Text>
            {plural(failedSignIns, 'failed sign-in')} in the last 15 minutes from {plural(addresses, 'address', 'addresses')}
            {heldAddresses > 0 ? `, ${heldAddresses} of them held back now` : ''}. The user can still sign in from their own address.
          </Text>
        )}
        {wrongCodes > 0 && (
          <Text>
            {plural(wrongCodes, 'wrong one-time code')} after the right password today.
            {lockedUntil ? ` Sign-in is closed from every address until ${formatTime(lockedUntil)} on ${formatDate(lockedUntil)}.` : ''} Reset the
            password to end it.
          </Text>
        )}
      </Stack>
    </Alert.Root>
  );
}
