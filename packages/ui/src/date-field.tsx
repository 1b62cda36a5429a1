import { useField } from 'react-final-form';
import { DayInput } from './day-input';
import { DAY_FORMAT, dayError } from './day-text';
import { FieldFrame, fieldError } from './field-frame';
import type { TextFieldProps } from './text-field';

export type DateFieldProps = Omit<TextFieldProps, 'type' | 'parse' | 'format' | 'inputMode' | 'maxLength' | 'helperText'> & {
  /** After the format the field is typed in: what the day means ('Empty or today: from now'). */
  helperText?: string;
};

/**
 * A day typed as dd/mm/yyyy. The form gets it as 'yyyy-mm-dd' text (converted by the form that
 * sends it), or nothing when empty, as from the browser's date input before; text that is no day
 * (31/02/2024) stays in the form as typed and the field refuses it with the reason.
 */
export function DateField({ name, label, required, helperText, ...inputProps }: DateFieldProps) {
  const { input, meta } = useField<string | undefined>(name, { validate: dayError });
  return (
    <FieldFrame
      label={label}
      error={fieldError(meta)}
      required={required}
      helperText={helperText ? `${DAY_FORMAT}. ${String(helperText)}` : DAY_FORMAT}
    >
      <DayInput
        {...inputProps}
        name={input.name}
        value={input.value ?? ''}
        onChange={(value) => input.onChange(value === '' ? undefined : value)}
        onFocus={input.onFocus}
        onBlur={input.onBlur}
      />
    </FieldFrame>
  );
}
