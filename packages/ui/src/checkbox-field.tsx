import { Checkbox, Field } from '@chakra-ui/react';
import { useField } from 'react-final-form';
import { fieldError } from './field-frame';

export interface CheckboxFieldProps {
  name: string;
  label: string;
  disabled?: boolean;
  /** A sentence under the checkbox, e.g. what unticking it risks. */
  helperText?: string;
}

/** A single yes/no value; the checkbox's own label names it. */
export function CheckboxField({ name, label, disabled, helperText }: CheckboxFieldProps) {
  const { input, meta } = useField<boolean>(name, { type: 'checkbox' });
  const error = fieldError(meta);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Checkbox.Root
        name={input.name}
        checked={Boolean(input.checked)}
        disabled={disabled}
        onCheckedChange={(details) => input.onChange(details.checked === true)}
      >
        <Checkbox.HiddenInput onBlur={input.onBlur} onFocus={input.onFocus} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
