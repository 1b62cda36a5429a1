import { Stack } from '@chakra-ui/react';
import {
  addPromotionRequest,
  changeStaffIdRequest,
  updateEmployeeRequest,
  updateStatusRequest,
  validatorFrom,
  type AddPromotionRequest,
  type ChangeStaffIdRequest,
  type Employee,
  type EmployeeDetails,
  type UpdateStatusRequest,
} from '@console/api';
import { DateField, FormShell, NumberField, SelectField, TextField } from '@console/ui';
import { useMemo, useState } from 'react';
import { useAddPromotionMutation, useUpdateEmployeeStatusMutation } from '../api/employee-history-api';
import { useChangeStaffIdMutation } from '../api/change-staff-id';
import { useUpdateEmployeeMutation } from '../api/employees-api';
import { useUploadEmployeePhotoMutation } from '../api/upload-photo';
import { EmployeeFields } from './employee-fields';
import { toFormValues, toUpdateRequest, type EmployeeFormValues } from './employee-form-values';
import { PhotoInput } from './photo-input';
import { STATUS_OPTIONS } from './status-options';

const today = () => new Date().toISOString().slice(0, 10);

const validatePromotion = validatorFrom(addPromotionRequest);

export function AddPromotionForm({ employee }: { employee: EmployeeDetails }) {
  const [addPromotion] = useAddPromotionMutation();
  const initialValues = useMemo(() => ({ employeeId: employee.id, promotionDate: today() }), [employee.id]);
  return (
    <FormShell<AddPromotionRequest>
      validate={validatePromotion}
      initialValues={initialValues}
      onSave={(values) => addPromotion(values).unwrap()}
      successText="Promotion added"
      closeDialogOnSave
    >
      <DateField name="promotionDate" label="Promotion Date" required />
      <NumberField name="salaryGradeLevel" label="New Salary Grade Level" required />
      <TextField name="designation" label="New Designation" required />
      <TextField name="remark" label="Remark" />
    </FormShell>
  );
}

const validateStaffId = validatorFrom(changeStaffIdRequest);

export function ChangeStaffIdForm({ employee }: { employee: EmployeeDetails }) {
  const [changeStaffId] = useChangeStaffIdMutation();
  const initialValues = useMemo(
    () => ({ id: employee.id, updated: employee.updated, staffId: employee.staffId }),
    [employee.id, employee.updated, employee.staffId],
  );
  return (
    <FormShell<ChangeStaffIdRequest, { employee: Employee }>
      validate={validateStaffId}
      initialValues={initialValues}
      onSave={(values) => changeStaffId(values).unwrap()}
      successText={(answer) => `Staff ID changed to ${answer.employee.staffId}`}
      closeDialogOnSave
    >
      <TextField
        name="staffId"
        label="New Staff ID"
        required
        autoComplete="off"
        helperText={`Now ${employee.staffId}; the old one stays in the history.`}
      />
    </FormShell>
  );
}

const validateStatus = validatorFrom(updateStatusRequest);

export function UpdateStatusForm({ employee }: { employee: EmployeeDetails }) {
  const [updateStatus] = useUpdateEmployeeStatusMutation();
  const initialValues = useMemo(
    () => ({ id: employee.id, updated: employee.updated, status: employee.status, effectiveDate: today() }),
    [employee.id, employee.updated, employee.status],
  );
  return (
    <FormShell<UpdateStatusRequest>
      validate={validateStatus}
      initialValues={initialValues}
      onSave={(values) => updateStatus(values).unwrap()}
      successText="Status updated"
      closeDialogOnSave
    >
      <SelectField name="status" label="Status" options={STATUS_OPTIONS} required />
      <DateField name="effectiveDate" label="Effective Date" required />
      <TextField name="reason" label="Reason" required />
    </FormShell>
  );
}

const validateEdit = validatorFrom(updateEmployeeRequest);

/**
 * The Edit Info overlay: every field, and the photo for those allowed to upload one. The data is
 * saved first (it carries the stamp it was read at), then the photo; the page then shows both.
 */
export function EditEmployeeForm({ employee, canUploadPhoto }: { employee: EmployeeDetails; canUploadPhoto: boolean }) {
  const [updateEmployee] = useUpdateEmployeeMutation();
  const [uploadPhoto] = useUploadEmployeePhotoMutation();
  const [photo, setPhoto] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const initialValues = useMemo(() => toFormValues(employee), [employee]);
  return (
    <FormShell<EmployeeFormValues>
      validate={validateEdit}
      initialValues={initialValues}
      onSave={async (values) => {
        await updateEmployee(toUpdateRequest(values)).unwrap();
        if (photo) {
          setSent(0);
          try {
            await uploadPhoto({ employeeId: employee.id, photo, onProgress: setSent }).unwrap();
          } finally {
            setSent(null);
          }
          setPhoto(null);
        }
      }}
      successText="Employee data updated"
      closeDialogOnSave
    >
      <Stack gap="6">
        {canUploadPhoto && <PhotoInput file={photo} onChange={setPhoto} sent={sent} />}
        <EmployeeFields mode="edit" />
      </Stack>
    </FormShell>
  );
}
