import { TextField } from '@console/ui';

export function LocationFields() {
  return (
    <>
      <TextField name="code" label="Code" autoComplete="off" required helperText="2 to 6 characters, stored in capitals" />
      <TextField name="name" label="Name" autoComplete="off" required />
    </>
  );
}
