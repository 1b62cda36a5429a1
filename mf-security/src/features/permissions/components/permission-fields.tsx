import { NumberField, TextField } from '@console/ui';

export interface PermissionFormValues {
  id: number;
  name: string;
  group: string;
  updated?: number;
}

export function PermissionFields() {
  return (
    <>
      <NumberField name="id" label="Id" required helperText="A number from 1 to 500." />
      <TextField name="name" label="Name" autoComplete="off" required />
      <TextField name="group" label="Group" autoComplete="off" required />
    </>
  );
}
