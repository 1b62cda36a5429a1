import { TextField } from '@console/ui';

export function DepartmentFields() {
  return (
    <>
      <TextField name="name" label="Name" required autoComplete="off" />
      <TextField name="code" label="Code" required autoComplete="off" helperText="2 to 10 characters, kept in capitals." />
      <TextField name="headOfDepartment" label="Head of Department" />
    </>
  );
}
