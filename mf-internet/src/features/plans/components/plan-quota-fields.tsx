import { QUOTA_ACTIONS, QUOTA_RESETS, type QuotaAction, type QuotaReset } from '@console/api';
import { NumberField, SelectField, type Option } from '@console/ui';
import { useField } from 'react-final-form';

const RESET_NAMES: Record<QuotaReset, string> = {
  period: "Over the plan's validity",
  daily: 'Daily, at midnight',
  weekly: 'Weekly, Monday at midnight',
  monthly: 'Monthly, on the 1st at midnight',
};
const ACTION_NAMES: Record<QuotaAction, string> = {
  refuse: 'Refuse logins and cut sessions',
  'fair-use': 'Drop to the fair-use profile until the reset',
};
const RESETS: Option<QuotaReset>[] = QUOTA_RESETS.map((value) => ({ value, label: RESET_NAMES[value] }));
const ACTIONS: Option<QuotaAction>[] = QUOTA_ACTIONS.map((value) => ({ value, label: ACTION_NAMES[value] }));
const MB = 'MB of 1,048,576 bytes; 0 for none';

/**
 * A plan's data quota (docs/radius.md "Data quotas"): total, or download and upload apart, when it
 * starts again (in the RADIUS time zone) and what happens at it; the fair-use profile only for fair use.
 */
export function PlanQuotaFields({ profileOptions }: { profileOptions: Option<string>[] }) {
  const action = useField<QuotaAction>('quotaAction', { subscription: { value: true } }).input.value;
  return (
    <>
      <NumberField name="quotaTotalMb" label="Data Quota" helperText={`Download and upload together, ${MB}`} />
      <NumberField name="quotaDownloadMb" label="Download Quota" helperText={MB} />
      <NumberField name="quotaUploadMb" label="Upload Quota" helperText={MB} />
      <SelectField name="quotaReset" label="Quota Resets" options={RESETS} required />
      <SelectField name="quotaAction" label="At the Quota" options={ACTIONS} required />
      {action === 'fair-use' && (
        <SelectField
          name="fairUseProfileId"
          label="Fair-Use Profile"
          options={profileOptions}
          required
          helperText="The slower profile until the reset"
        />
      )}
    </>
  );
}
