import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { FieldFrame, fieldError } from './field-frame';

export interface Option<V extends string | number = string | number> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string | number> {
  name: string;
  label: string;
  options: readonly Option<V>[];
  /** The empty first choice; the form value is then undefined. */
  placeholder?: string;
  required?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
}

/** A native select whose form value keeps the option's type (numbers stay numbers). */
export function SelectField<V extends string | number>({
  name,
  label,
  options,
  placeholder = 'Select…',
  required,
  helperText,
  disabled,
}: SelectFieldProps<V>) {
  const { input, meta } = useField<V | undefined>(name);
  return (
    <FieldFrame label={label} error={fieldError(meta)} required={required} helperText={helperText}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          name={input.name}
          value={input.value === undefined || input.value === null ? '' : String(input.value)}
          onChange={(event) => input.onChange(options.find((option) => String(option.value) === event.target.value)?.value)}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}
