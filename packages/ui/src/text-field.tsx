import { Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useField, type UseFieldConfig } from 'react-final-form';
import { FieldFrame, fieldError } from './field-frame';

export interface TextFieldProps extends Pick<
  InputProps,
  'type' | 'placeholder' | 'autoComplete' | 'inputMode' | 'disabled' | 'readOnly' | 'maxLength'
> {
  name: string;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
  parse?: UseFieldConfig['parse'];
  format?: UseFieldConfig['format'];
}

export function TextField({ name, label, required, helperText, parse, format, ...inputProps }: TextFieldProps) {
  const { input, meta } = useField(name, { parse, format });
  return (
    <FieldFrame label={label} error={fieldError(meta)} required={required} helperText={helperText}>
      <Input {...inputProps} {...input} />
    </FieldFrame>
  );
}
