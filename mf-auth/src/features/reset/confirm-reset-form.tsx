import { resetConfirm, useConfirmPasswordResetMutation, validatorFrom } from '@console/api';
import { FormShell, PasswordField, ResultBanner, Link, Stack } from '@console/ui';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface NewPassword {
  password: string;
  confirm: string;
}

const validatePassword = validatorFrom(resetConfirm.pick({ password: true }));

// The token comes from the mailed link and only the server can judge it; the form checks the rest.
function validate(values: NewPassword): Record<string, unknown> {
  const errors = validatePassword(values);
  if (!errors.password && values.confirm !== values.password) errors.confirm = 'Does not match the new password';
  return errors;
}

export function ConfirmResetForm({ token }: { token: string }) {
  const [confirmReset] = useConfirmPasswordResetMutation();
  const [changed, setChanged] = useState(false);

  if (changed) {
    return (
      <Stack gap="4">
        <ResultBanner status="success">Your password has been changed.</ResultBanner>
        <Link asChild color="blue.600">
          <RouterLink to="/auth/login">Sign in with your new password</RouterLink>
        </Link>
      </Stack>
    );
  }
  return (
    <FormShell<NewPassword>
      validate={validate}
      onSave={async ({ password }) => {
        await confirmReset({ token, password }).unwrap();
        setChanged(true);
      }}
      submitLabel="Change password"
      guardUnsaved={false}
    >
      <PasswordField name="password" label="New password" autoComplete="new-password" />
      <PasswordField name="confirm" label="Confirm new password" autoComplete="new-password" />
    </FormShell>
  );
}
