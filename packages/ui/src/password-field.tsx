import { TextField, type TextFieldProps } from './text-field';

export function PasswordField({ autoComplete = 'current-password', ...props }: Omit<TextFieldProps, 'type'>) {
  return <TextField {...props} type="password" autoComplete={autoComplete} />;
}
