import { authCalls, resetRequest, useRequestPasswordResetMutation, validatorFrom, type ResetRequest } from '@console/api';
import { FormShell, TextField } from '@console/ui';

// The same answer whether or not the address has an account, so the form cannot be used to find out.
export const RESET_SENT = authCalls.resetRequest.message;

const validate = validatorFrom(resetRequest);

export function RequestResetForm() {
  const [requestReset] = useRequestPasswordResetMutation();
  return (
    <FormShell<ResetRequest>
      validate={validate}
      onSave={(values) => requestReset(values).unwrap()}
      successText={RESET_SENT}
      submitLabel="Send reset link"
      guardUnsaved={false}
    >
      <TextField name="username" label="Email" type="email" autoComplete="username" />
    </FormShell>
  );
}
