import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldMetaState } from 'react-final-form';

function firstMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    for (const nested of Object.values(error)) {
      const message = firstMessage(nested);
      if (message) return message;
    }
  }
  return undefined;
}

/**
 * The text under a field: its validation error once a submit failed, else the server's error for
 * it until the user edits the form again. Not on blur: text appearing under a field the user just
 * left pushes the submit button down under the pointer, and the click that blurred the field is lost.
 */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.error && meta.submitFailed) return firstMessage(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return firstMessage(meta.submitError);
  return undefined;
}

export interface FieldFrameProps {
  label: ReactNode;
  error?: string;
  required?: boolean;
  helperText?: ReactNode;
  children: ReactNode;
}

/**
 * Label above, control, then the hint and the error below; the control gets its id and aria from
 * here. The hint stays beside the error: it often says what the error asks for (the format, the unit).
 */
export function FieldFrame({ label, error, required, helperText, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
