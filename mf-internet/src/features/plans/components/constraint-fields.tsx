import { DAY_NAMES, PICKER_LIMITS } from '@console/api';
import { CheckboxListField, SelectField, HStack, Stack, Text } from '@console/ui';
import { pickerOptions } from '../../../components/picker-options';
import { useListProfilesQuery } from '../../profiles';

const twoDigits = (count: number) => Array.from({ length: count }, (_, n) => String(n).padStart(2, '0')).map((v) => ({ value: v, label: v }));
const HOURS = twoDigits(24);
const MINUTES_OR_SECONDS = twoDigits(60);
const DAYS = DAY_NAMES.map((label, value) => ({ value, label }));
const PROFILES = { offset: 0, limit: PICKER_LIMITS.constraintProfiles };

/** Hour (00-23), minute and second (00-59) selects of one end of the window. */
function TimeSelects({ prefix, label }: { prefix: 'start' | 'end'; label: string }) {
  return (
    <Stack gap="1">
      <Text fontWeight="medium">{label}</Text>
      <HStack gap="2" align="start">
        <SelectField name={`${prefix}Hour`} label={`${label} hour`} options={HOURS} placeholder="hh" />
        <SelectField name={`${prefix}Minute`} label={`${label} minute`} options={MINUTES_OR_SECONDS} placeholder="mm" />
        <SelectField name={`${prefix}Second`} label={`${label} second`} options={MINUTES_OR_SECONDS} placeholder="ss" />
      </HStack>
    </Stack>
  );
}

/** The constraint dialog's fields: profile, days 0 (Sun) to 6 (Sat), start and end of the window. */
export function ConstraintFields() {
  const { data } = useListProfilesQuery(PROFILES);
  return (
    <>
      <SelectField name="profileId" label="Profile" options={pickerOptions(data?.profiles, (profile) => profile.name)} required />
      <CheckboxListField name="days" label="Days" options={DAYS} columns={4} />
      <TimeSelects prefix="start" label="Start" />
      <TimeSelects prefix="end" label="End" />
    </>
  );
}
