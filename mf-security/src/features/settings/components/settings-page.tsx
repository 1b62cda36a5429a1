import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { passwordChangeRequest, totpRenewRequest, validatorFrom, type TotpEnrolment as Enrolment } from '@console/api';
import { FormShell, PasswordField, Screen, errorMessage } from '@console/ui';
import { TotpEnrolment } from '../../../components/totp-enrolment';
import { useChangePasswordMutation } from '../api/change-password';
import { useGetAccountQuery } from '../api/get-account';
import { useRenewTotpMutation } from '../api/renew-totp';

interface PasswordChangeValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const validatePasswordChange = (values: PasswordChangeValues) => {
  const errors = validatorFrom(passwordChangeRequest)(values);
  if (!errors.password && values.confirmPassword !== values.password) errors.confirmPassword = 'Does not match';
  return errors;
};

const validateTotpRenew = validatorFrom(totpRenewRequest);

function PasswordChange() {
  const [changePassword] = useChangePasswordMutation();
  return (
    <FormShell<PasswordChangeValues>
      validate={validatePasswordChange}
      onSave={({ currentPassword, password }) => changePassword({ currentPassword, password }).unwrap()}
      successText="Your password has been changed. Your other sessions have been signed out."
      submitLabel="Change password"
      resetAfterSave
    >
      <PasswordField name="currentPassword" label="Current password" required />
      <PasswordField name="password" label="New password" autoComplete="new-password" required />
      <PasswordField name="confirmPassword" label="Repeat new password" autoComplete="new-password" required />
    </FormShell>
  );
}

function TotpRenewal({ enrolled }: { enrolled: boolean }) {
  const [renewTotp] = useRenewTotpMutation();
  return (
    <FormShell<{ currentPassword: string }, Enrolment>
      validate={validateTotpRenew}
      onSave={(values) => renewTotp(values).unwrap()}
      successText={(enrolment) => <TotpEnrolment {...enrolment} />}
      submitLabel={enrolled ? 'Renew secret' : 'Set up one-time codes'}
      resetAfterSave
    >
      <Text>
        {enrolled
          ? 'A new secret replaces the one in your authenticator app; the old one stops working and your other sessions are signed out.'
          : 'Sign-ins will then need the six-digit code of an authenticator app as well as your password.'}
      </Text>
      <PasswordField name="currentPassword" label="Current password" required />
    </FormShell>
  );
}

/** /settings: the signed-in user's own password and one-time code enrolment. */
export default function SettingsPage() {
  const { data, isLoading, error } = useGetAccountQuery();
  const account = data?.account;
  return (
    <Screen title="Settings" loading={isLoading} error={errorMessage(error)}>
      {account && (
        <Stack gap="6" maxW="2xl">
          <Text>
            {account.firstname} {account.lastname} · {account.username}
          </Text>
          <Card.Root>
            <Card.Header>
              <Heading as="h2" size="md">
                Password
              </Heading>
            </Card.Header>
            <Card.Body>
              <PasswordChange />
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Header>
              <HStack gap="3">
                <Heading as="h2" size="md">
                  One-time codes
                </Heading>
                <Badge colorPalette={account.totpEnrolled ? 'green' : 'orange'}>
                  {account.totpEnrolled ? 'Enrolled' : 'Not enrolled'}
                </Badge>
              </HStack>
            </Card.Header>
            <Card.Body>
              <TotpRenewal enrolled={account.totpEnrolled} />
            </Card.Body>
          </Card.Root>
        </Stack>
      )}
    </Screen>
  );
}
