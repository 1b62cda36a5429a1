import type { ReactNode } from 'react';
import { P, usePermission, userPasswordResetRequest, validatorFrom } from '@console/api';
import { DialogButton, FormShell, PasswordField, Text } from '@console/ui';
import { useResetUserPasswordMutation, useResetUserSecondFactorMutation, useUnlockUserMutation } from '../api/credentials-api';

const validatePassword = validatorFrom(userPasswordResetRequest.pick({ password: true }));

/** An administrator sets a new password for the user, who is signed out everywhere. */
export function ResetPasswordButton({ userId }: { userId: string }) {
  const [resetPassword] = useResetUserPasswordMutation();
  return (
    <DialogButton label="Reset password" title="Reset password">
      <FormShell<{ password: string }>
        validate={validatePassword}
        onSave={({ password }) => resetPassword({ id: userId, password }).unwrap()}
        successText="The password has been reset. The user has been signed out everywhere."
        submitLabel="Reset password"
        closeDialogOnSave
      >
        <Text>The user&apos;s open sessions end at once; tell them the new password.</Text>
        <PasswordField name="password" label="New password" autoComplete="new-password" required />
      </FormShell>
    </DialogButton>
  );
}

/** An action on the account that needs no input: a dialog saying what it does, then a confirm button. */
function AccountActionButton(props: { label: string; submitLabel: string; successText: string; act: () => Promise<unknown>; children: ReactNode }) {
  return (
    <DialogButton label={props.label} title={props.label}>
      <FormShell<object, unknown> onSave={props.act} successText={props.successText} submitLabel={props.submitLabel} closeDialogOnSave>
        <Text>{props.children}</Text>
      </FormShell>
    </DialogButton>
  );
}

/**
 * An administrator resets the user's one-time codes (a lost phone and lost recovery codes): the
 * user sets up new ones at the next sign-in; the administrator never sees a secret.
 */
export function ResetSecondFactorButton({ userId }: { userId: string }) {
  const [reset] = useResetUserSecondFactorMutation();
  return (
    <AccountActionButton
      label="Reset one-time codes"
      submitLabel="Reset one-time codes"
      successText="One-time codes are reset. The user sets up new ones at the next sign-in, and has been signed out everywhere."
      act={() => reset(userId).unwrap()}
    >
      The user&apos;s authenticator app and recovery codes stop working and their open sessions end at once. At the next sign-in, with the password
      alone, they set up one-time codes again on their own phone.
    </AccountActionButton>
  );
}

/** Lifts the sign-in locks on the account (docs/security.md): for a user locked out by someone's guesses. */
export function UnlockSignInButton({ userId }: { userId: string }) {
  const [unlock] = useUnlockUserMutation();
  if (!usePermission(P.MODIFY_USER)) return null;
  return (
    <AccountActionButton
      label="Unlock sign-in"
      submitLabel="Unlock"
      successText="Sign-in is unlocked for this user."
      act={() => unlock(userId).unwrap()}
    >
      Failed sign-ins have locked or slowed this account. Unlocking lets the user try again at once, from any address.
    </AccountActionButton>
  );
}
