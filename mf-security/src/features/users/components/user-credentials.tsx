import { Text } from '@chakra-ui/react';
import { P, usePermission, userPasswordResetRequest, validatorFrom, type TotpEnrolment as Enrolment } from '@console/api';
import { DialogButton, FormShell, PasswordField } from '@console/ui';
import { TotpEnrolment } from '../../../components/totp-enrolment';
import { useReissueUserTotpMutation, useResetUserPasswordMutation, useUnlockUserMutation } from '../api/credentials-api';

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

/** An administrator replaces the user's TOTP secret (a lost phone, ...); the new one is shown once. */
export function ReissueTotpButton({ userId }: { userId: string }) {
  const [reissue] = useReissueUserTotpMutation();
  return (
    <DialogButton label="Issue new one-time code secret" title="Issue new one-time code secret">
      <FormShell<object, Enrolment>
        onSave={() => reissue(userId).unwrap()}
        successText={(enrolment) => <TotpEnrolment {...enrolment} />}
        submitLabel="Issue new secret"
      >
        <Text>The old secret stops working and the user&apos;s open sessions end at once.</Text>
      </FormShell>
    </DialogButton>
  );
}

/** Lifts the sign-in locks on the account (docs/security.md): for a user locked out by someone's guesses. */
export function UnlockSignInButton({ userId }: { userId: string }) {
  const [unlock] = useUnlockUserMutation();
  if (!usePermission(P.MODIFY_USER)) return null;
  return (
    <DialogButton label="Unlock sign-in" title="Unlock sign-in">
      <FormShell<object, null>
        onSave={() => unlock(userId).unwrap()}
        successText="Sign-in is unlocked for this user."
        submitLabel="Unlock"
        closeDialogOnSave
      >
        <Text>Failed sign-ins have locked or slowed this account. Unlocking lets the user try again at once, from any address.</Text>
      </FormShell>
    </DialogButton>
  );
}
