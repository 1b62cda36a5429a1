import { Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { FieldFrame, fieldError } from './field-frame';

export interface TextAreaFieldProps {
  name: string;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  /** Visible lines. */
  rows?: number;
}

/** A several-line text field (one item a line: a profile's reply attributes, a list of MACs). */
export function TextAreaField({ name, label, required, helperText, placeholder, rows = 4 }: TextAreaFieldProps) {
  const { input, meta } = useField<string>(name);
  return (
    <FieldFrame label={label} error={fieldError(meta)} required={required} helperText={helperText}>
      <Textarea {...input} value={input.value ?? ''} placeholder={placeholder} rows={rows} fontFamily="mono" spellCheck={false} autoComplete="off" />
    </FieldFrame>
  );
}
