import { TextField, type TextFieldProps } from './text-field';

const toNumber = (value: string) => (value === '' || value === undefined ? undefined : Number(value));
const toText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Holds a number in the form values (the API wants numbers), shows it as text. */
export function NumberField(props: Omit<TextFieldProps, 'type' | 'parse' | 'format'>) {
  return <TextField {...props} type="number" inputMode="decimal" parse={toNumber} format={toText} />;
}
