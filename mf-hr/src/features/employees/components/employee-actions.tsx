import {
  dateTextToSeconds,
  lowerGradeProblem,
  statusDateProblem,
  changeStaffIdRequest,
  updateStatusRequest,
  validatorFrom,
  type AddPromotionRequest,
  type ChangeStaffIdRequest,
  type Employee,
  type EmployeeDetails,
  type UpdateStatusRequest,
} from '@console/api';
import {
  DateField,
  FormShell,
  SelectField,
  TextField,
  errorMessage,
  type FormShellProps,
  type MutationHook,
  Spinner,
  Stack,
  Text,
} from '@console/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { useAddPromotionMutation, useUpdateEmployeeStatusMutation } from '../api/employee-history-api';
import { useChangeStaffIdMutation } from '../api/change-staff-id';
import { useUpdateEmployeeMutation } from '../api/employees-api';
import { useEmployeeRequests, type EmployeeRequests, type EmployeeRules } from '../api/employee-rules-api';
import { useUploadEmployeePhotoMutation } from '../api/upload-photo';
import { EmployeeFields, GradeLevelField } from './employee-fields';
import { toFormValues, toUpdateRequest, type EmployeeFormValues } from './employee-form-values';
import { PhotoInput } from './photo-input';
import { STATUS_OPTIONS } from './status-options';

const today = () => new Date().toISOString().slice(0, 10);

/** Until the installation's rules are known, a form cannot check what the server will take. */
function RulesPending({ error }: { error: unknown }) {
  return error ? <Text color="fg.error">{errorMessage(error)}</Text> : <Spinner aria-label="Loading the rules" />;
}

/**
 * A dialog form about one employee: it starts from what `valuesOf` takes of the employee, Save
 * sends the values through `useSave` and closes the dialog with the success text. `validate` checks
 * by the installation's rules as the server answered them; `checkAgainst` adds the rules that depend
 * on the employee (a date not before the appointment).
 */
function employeeFormOf<V extends object, R = unknown>({
  validate,
  checkAgainst,
  useSave,
  valuesOf,
  successText,
  fields,
}: Pick<FormShellProps<V, R>, 'successText'> & {
  validate: (requests: EmployeeRequests) => (values: V) => Record<string, unknown>;
  checkAgainst?: (values: V, employee: EmployeeDetails, rules: EmployeeRules) => Record<string, string>;
  useSave: MutationHook<V, R>;
  valuesOf: (employee: EmployeeDetails) => Partial<V>;
  fields: (employee: EmployeeDetails) => ReactNode;
}) {
  return function EmployeeForm({ employee }: { employee: EmployeeDetails }) {
    const [save] = useSave();
    const { requests, error } = useEmployeeRequests();
    // The form starts over only when what it starts from changes (react-final-form compares shallowly).
    const initialValues = useMemo(() => valuesOf(employee), [employee]);
    const validateWith = useMemo(() => {
      if (!requests) return undefined;
      const check = validate(requests);
      return checkAgainst ? (values: V) => ({ ...checkAgainst(values, employee, requests.rules), ...check(values) }) : check;
    }, [employee, requests]);
    if (!validateWith) return <RulesPending error={error} />;
    return (
      <FormShell<V, R>
        validate={validateWith}
        initialValues={initialValues}
        onSave={(values) => save(values).unwrap()}
        successText={successText}
        closeDialogOnSave
      >
        {fields(employee)}
      </FormShell>
    );
  };
}

/** The promotion's remark, which asks for the reason as soon as the new grade is below the one held now. */
function PromotionRemark({ currentLevel }: { currentLevel: number }) {
  const { input } = useField<number | undefined>('salaryGradeLevel', { subscription: { value: true } });
  const lower = typeof input.value === 'number' && input.value < currentLevel;
  return (
    <TextField
      name="remark"
      label="Remark"
      required={lower}
      helperText={lower ? `Grade ${input.value} is below the grade now (${currentLevel}): say why.` : undefined}
    />
  );
}

export const AddPromotionForm = employeeFormOf<AddPromotionRequest>({
  validate: (requests) => validatorFrom(requests.promotion),
  // The server asks the same of the promotion that sets the level (the latest by date).
  checkAgainst: ({ salaryGradeLevel, remark, promotionDate }, employee): Record<string, string> => {
    const day = typeof promotionDate === 'string' ? dateTextToSeconds(promotionDate) : null;
    const latest = employee.lastPromotionDate === null || (day !== null && day >= employee.lastPromotionDate);
    const problem =
      latest && typeof salaryGradeLevel === 'number' ? lowerGradeProblem(salaryGradeLevel, employee.salaryGradeLevel, remark) : undefined;
    return problem ? { remark: problem } : {};
  },
  useSave: useAddPromotionMutation,
  valuesOf: (employee) => ({ employeeId: employee.id, promotionDate: today() }),
  successText: 'Promotion added',
  fields: (employee) => (
    <>
      <DateField name="promotionDate" label="Promotion Date" required />
      <GradeLevelField name="salaryGradeLevel" label="New Salary Grade Level" />
      <TextField name="designation" label="New Designation" required />
      <PromotionRemark currentLevel={employee.salaryGradeLevel} />
    </>
  ),
});

const validateStaffId = validatorFrom(changeStaffIdRequest);
const validateStatus = validatorFrom(updateStatusRequest);

export const ChangeStaffIdForm = employeeFormOf<ChangeStaffIdRequest, { employee: Employee }>({
  validate: () => validateStaffId,
  useSave: useChangeStaffIdMutation,
  valuesOf: (employee) => ({ id: employee.id, updated: employee.updated, staffId: employee.staffId }),
  successText: (answer) => `Staff ID changed to ${answer.employee.staffId}`,
  fields: (employee) => (
    <TextField
      name="staffId"
      label="New Staff ID"
      required
      autoComplete="off"
      helperText={`Now ${employee.staffId}; the old one stays in the history.`}
    />
  ),
});

export const UpdateStatusForm = employeeFormOf<UpdateStatusRequest>({
  validate: () => validateStatus,
  // The server checks the same, with the same margin.
  checkAgainst: ({ effectiveDate }, employee, rules): Record<string, string> => {
    const day = typeof effectiveDate === 'string' ? dateTextToSeconds(effectiveDate) : null;
    const problem = day === null ? undefined : statusDateProblem(day, employee.appointmentDate, rules);
    return problem ? { effectiveDate: problem } : {};
  },
  useSave: useUpdateEmployeeStatusMutation,
  valuesOf: (employee) => ({ id: employee.id, updated: employee.updated, status: employee.status, effectiveDate: today() }),
  successText: 'Status updated',
  fields: () => (
    <>
      <SelectField name="status" label="Status" options={STATUS_OPTIONS} required />
      <DateField name="effectiveDate" label="Effective Date" required />
      <TextField name="reason" label="Reason" required />
    </>
  ),
});

/** Edit Info's values: the employee's fields and the photo chosen to upload with them. */
type EditEmployeeValues = EmployeeFormValues & { photo?: File | null };

/**
 * The Edit Info overlay: every field, and the photo for those allowed to upload one. The data is
 * saved first (it carries the stamp it was read at), then the photo; the page then shows both.
 */
export function EditEmployeeForm({ employee, canUploadPhoto }: { employee: EmployeeDetails; canUploadPhoto: boolean }) {
  const [updateEmployee] = useUpdateEmployeeMutation();
  const [uploadPhoto] = useUploadEmployeePhotoMutation();
  const [sent, setSent] = useState<number | null>(null);
  const { requests, error } = useEmployeeRequests();
  const initialValues = useMemo(() => toFormValues(employee), [employee]);
  const validate = useMemo(() => requests && validatorFrom(requests.update), [requests]);
  if (!validate) return <RulesPending error={error} />;
  return (
    <FormShell<EditEmployeeValues>
      validate={validate}
      initialValues={initialValues}
      onSave={async ({ photo, ...values }) => {
        await updateEmployee(toUpdateRequest(values)).unwrap();
        if (photo) {
          setSent(0);
          try {
            await uploadPhoto({ employeeId: employee.id, photo, onProgress: setSent }).unwrap();
          } finally {
            setSent(null);
          }
        }
      }}
      successText="Employee data updated"
      closeDialogOnSave
    >
      <Stack gap="6">
        {canUploadPhoto && <PhotoInput name="photo" sent={sent} />}
        <EmployeeFields mode="edit" />
      </Stack>
    </FormShell>
  );
}
