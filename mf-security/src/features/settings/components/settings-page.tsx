import {
  passwordChangeRequest,
  secondFactorEnrolled,
  selectAuth,
  totpConfirmRequest,
  totpRenewEnrolledRequest,
  totpRenewRequest,
  validatorFrom,
  type TotpEnrolment as Enrolment,
} from '@console/api';
import {
  FormShell,
  PasswordField,
  ResultBanner,
  Screen,
  TextField,
  errorMessage,
  Alert,
  Badge,
  Card,
  Heading,
  HStack,
  Stack,
  Text,
} from '@console/ui';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { TotpEnrolment } from '../../../components/totp-enrolment';
import { useChangePasswordMutation, useConfirmTotpMutation, useGetAccountQuery, useRenewTotpMutation } from '../api/settings-api';
import { RecoveryCodes } from './recovery-codes';

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

const validateTotpSetUp = validatorFrom(totpRenewRequest);
const validateTotpRenew = validatorFrom(totpRenewEnrolledRequest);
const validateTotpConfirm = validatorFrom(totpConfirmRequest);

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

/** The offered secret is not in force until a code from it is typed here (docs/security.md). */
function TotpConfirmation({ enrolment, onConfirmed }: { enrolment: Enrolment; onConfirmed: (recoveryCodes: string[]) => void }) {
  const [confirmTotp] = useConfirmTotpMutation();
  const dispatch = useDispatch();
  return (
    <Stack gap="4">
      <TotpEnrolment {...enrolment} />
      <FormShell<{ code: string }, null>
        validate={validateTotpConfirm}
        onSave={async (values) => {
          const { recoveryCodes } = await confirmTotp(values).unwrap();
          dispatch(secondFactorEnrolled());
          onConfirmed(recoveryCodes);
          return null;
        }}
        submitLabel="Confirm code"
      >
        <TextField name="code" label="Six-digit code from the app" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
      </FormShell>
    </Stack>
  );
}

/**
 * Set up or renew, then confirm with a code, then the recovery codes once: each step replaces the
 * one before, so the QR code and the secret leave the screen once confirmed (issue 31).
 */
type TotpStep = { step: 'ask' } | { step: 'confirm'; enrolment: Enrolment } | { step: 'recovery'; codes: string[]; wasHeld: boolean };

function TotpRenewal({ enrolled, username, held }: { enrolled: boolean; username: string; held: boolean }) {
  const [renewTotp] = useRenewTotpMutation();
  const [state, setState] = useState<TotpStep>({ step: 'ask' });
  const navigate = useNavigate();
  if (state.step === 'confirm') {
    return <TotpConfirmation enrolment={state.enrolment} onConfirmed={(codes) => setState({ step: 'recovery', codes, wasHeld: held })} />;
  }
  if (state.step === 'recovery') {
    return (
      <Stack gap="4">
        <ResultBanner status="success">One-time codes are set up. Your other sessions have been signed out.</ResultBanner>
        <RecoveryCodes
          codes={state.codes}
          username={username}
          // An account held here goes on into the console; a renewal stays on Settings.
          onDone={() => (state.wasHeld ? navigate('/') : setState({ step: 'ask' }))}
        />
      </Stack>
    );
  }
  return (
    <FormShell<{ currentPassword: string; code?: string }, Enrolment>
      validate={enrolled ? validateTotpRenew : validateTotpSetUp}
      onSave={async (values) => {
        const enrolment = await renewTotp(values).unwrap();
        setState({ step: 'confirm', enrolment });
        return enrolment;
      }}
      submitLabel={enrolled ? 'Renew secret' : 'Set up one-time codes'}
      resetAfterSave
    >
      <Text>
        {enrolled
          ? 'A new secret replaces the one in your authenticator app once you confirm it with a code; then the old one and your recovery codes stop working, and your other sessions are signed out.'
          : 'Sign-ins will then need the six-digit code of an authenticator app as well as your password.'}
      </Text>
      <PasswordField name="currentPassword" label="Current password" required />
      {enrolled && (
        <TextField name="code" label="Six-digit code from the app now, or a recovery code" autoComplete="one-time-code" maxLength={20} required />
      )}
    </FormShell>
  );
}

/** /settings: the signed-in user's own password and one-time code enrolment. */
export default function SettingsPage() {
  const { data, isLoading, error } = useGetAccountQuery();
  const account = data?.account;
  const mustEnrol = useSelector(selectAuth)?.enrolSecondFactor === true;
  return (
    <Screen title="Settings" loading={isLoading} error={errorMessage(error)}>
      {account && (
        <Stack gap="6" maxW="2xl">
          {mustEnrol && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>Set up one-time codes before anything else: this account needs a second factor.</Alert.Title>
            </Alert.Root>
          )}
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
                <Badge colorPalette={account.totpEnrolled ? 'green' : 'orange'}>{account.totpEnrolled ? 'Enrolled' : 'Not enrolled'}</Badge>
              </HStack>
            </Card.Header>
            <Card.Body>
              <TotpRenewal enrolled={account.totpEnrolled} username={account.username} held={mustEnrol} />
            </Card.Body>
          </Card.Root>
        </Stack>
      )}
    </Screen>
  );
}
