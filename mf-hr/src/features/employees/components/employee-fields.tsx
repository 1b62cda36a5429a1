import { DateField, NumberField, ResultBanner, SelectField, TextField, errorMessage, type Option, Heading, SimpleGrid, Stack } from '@console/ui';
import { useEffect, useMemo } from 'react';
import { useField, useForm } from 'react-final-form';
import { useListDepartmentsQuery } from '../../departments';
import { useGetEmployeeRulesQuery } from '../api/employee-rules-api';
import { useListLgasQuery, useListNationalitiesQuery } from '../api/references-api';
import { STATUS_OPTIONS } from './status-options';

const SEX_OPTIONS: Option<string>[] = [
  { value: 'm', label: 'Male' },
  { value: 'f', label: 'Female' },
];

// Spec 9: the department dropdown loads 100.
const DEPARTMENTS = { offset: 0, limit: 100 };

/** A grade level, with the range the installation takes (the server's rules, which the form checks by). */
export function GradeLevelField({ name, label }: { name: string; label: string }) {
  const level = useGetEmployeeRulesQuery().data?.rules.gradeLevel;
  return <NumberField name={name} label={label} required helperText={level && `From ${level.min} to ${level.max}`} />;
}

/** State, then one of its LGAs; a state change drops an LGA of another state. */
function LgaFields() {
  const { data, error } = useListLgasQuery();
  const form = useForm();
  const state = useField<string | undefined>('state', { subscription: { value: true } }).input.value;
  const lgaId = useField<string | undefined>('lgaId', { subscription: { value: true } }).input.value;
  const lgas = data?.lgas;
  const states = useMemo(() => [...new Set((lgas ?? []).map((lga) => lga.state))].map((name) => ({ value: name, label: name })), [lgas]);
  const options = useMemo(() => (lgas ?? []).filter((lga) => lga.state === state).map((lga) => ({ value: lga.id, label: lga.name })), [lgas, state]);
  useEffect(() => {
    if (lgas && lgaId && !options.some((option) => option.value === lgaId)) form.change('lgaId', undefined);
  }, [lgas, lgaId, options, form]);
  return (
    <>
      {error && <ResultBanner status="error">{errorMessage(error)}</ResultBanner>}
      <SelectField name="state" label="State of Origin" options={states} required />
      <SelectField name="lgaId" label="LGA" options={options} placeholder={state ? 'Select…' : 'Choose the state first'} required />
    </>
  );
}

/**
 * Every field of the employee (spec 3), for the Create Employee page and the Edit Info overlay.
 * The staff id and the status are set here only on create; afterwards they have their own buttons.
 */
export function EmployeeFields({ mode }: { mode: 'create' | 'edit' }) {
  const departments = useListDepartmentsQuery(DEPARTMENTS);
  const nationalities = useListNationalitiesQuery();
  const departmentOptions = (departments.data?.departments ?? []).map((d) => ({ value: d.id, label: d.name }));
  const nationalityOptions = (nationalities.data?.nationalities ?? []).map((n) => ({ value: n.id, label: n.name }));
  const loadError = departments.error ?? nationalities.error;
  return (
    <Stack gap="6">
      {loadError && <ResultBanner status="error">{errorMessage(loadError)}</ResultBanner>}
      <Stack gap="4">
        <Heading as="h2" size="md">
          Personal Data
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="name" label="Name" required autoComplete="off" />
          <SelectField name="sex" label="Sex" options={SEX_OPTIONS} required />
          <DateField name="dob" label="Date of Birth" required />
          <TextField name="phone" label="Phone" type="tel" />
          <TextField name="email" label="Email" type="email" />
          <TextField name="address" label="Address" />
          <TextField name="nextOfKinName" label="Next of Kin" />
          <TextField name="nextOfKinPhone" label="Next of Kin Phone" type="tel" />
          <SelectField name="nationalityId" label="Nationality" options={nationalityOptions} required />
          <LgaFields />
        </SimpleGrid>
      </Stack>
      <Stack gap="4">
        <Heading as="h2" size="md">
          Job Data
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {mode === 'create' && <TextField name="staffId" label="Staff ID" required autoComplete="off" />}
          <TextField name="confidentialFileId" label="Conf. File ID" autoComplete="off" />
          <SelectField name="departmentId" label="Department" options={departmentOptions} required />
          <TextField name="position" label="Current Designation" />
          <GradeLevelField name="salaryGradeLevel" label="Salary Grade Level" />
          <TextField name="qualifications" label="Qualifications" />
          <DateField name="appointmentDate" label="Appointment Date" required />
          <DateField name="firstPromotionDate" label="First Promotion Date" />
          <DateField name="lastPromotionDate" label="Last Promotion Date" />
          {mode === 'create' && <SelectField name="status" label="Status" options={STATUS_OPTIONS} required />}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
