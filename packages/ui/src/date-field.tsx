import { TextField, type TextFieldProps } from './text-field';

/** The browser's date picker; the value is 'yyyy-mm-dd' text, converted by the form that sends it. */
export function DateField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField {...props} type="date" />;
}
