import { USER_STATUS, type UserRole } from '@console/api';
import { CheckboxListField, PasswordField, ResultBanner, SelectField, TextField, errorMessage, SimpleGrid } from '@console/ui';
import { useMemo } from 'react';
import { useListRolesQuery } from '../../roles';

/** The user form's values: roles are ticked by id, and sent as the spec's `userRoles` entries. */
export interface UserFormValues {
  id?: string;
  updated?: number;
  firstname: string;
  lastname: string;
  phone: string;
  username?: string;
  password?: string;
  status?: number;
  roleIds: string[];
}

export const toUserRoles = (roleIds: readonly string[]): UserRole[] => roleIds.map((roleId) => ({ roleId }));

const STATUS_OPTIONS = [
  { value: USER_STATUS.ACTIVE, label: 'Active' },
  { value: USER_STATUS.SUSPENDED, label: 'Suspended' },
];

// Spec section 9: the roles checklist loads up to 100 roles.
const ROLE_CHOICES = { offset: 0, limit: 100 };

/** Create shows Username and Password; edit shows Status instead (spec section 2). */
export function UserFields({ mode }: { mode: 'create' | 'edit' }) {
  const { data, error } = useListRolesQuery(ROLE_CHOICES);
  const roles = useMemo(() => data?.roles.map((role) => ({ value: role.id, label: role.name })) ?? [], [data]);
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="firstname" label="Firstname" autoComplete="off" required />
        <TextField name="lastname" label="Lastname" autoComplete="off" required />
        <TextField name="phone" label="Phone" type="tel" autoComplete="off" required />
        {mode === 'create' ? (
          <>
            <TextField name="username" label="Username" type="email" autoComplete="off" required />
            <PasswordField name="password" label="Password" autoComplete="new-password" required />
          </>
        ) : (
          <SelectField name="status" label="Status" options={STATUS_OPTIONS} required />
        )}
      </SimpleGrid>
      {error && <ResultBanner status="error">{errorMessage(error)}</ResultBanner>}
      <CheckboxListField name="roleIds" label="Roles" options={roles} columns={3} />
    </>
  );
}
