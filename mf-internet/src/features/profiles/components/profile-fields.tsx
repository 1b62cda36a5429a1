import { PICKER_LIMITS, type Profile, type ProfileCreate } from '@console/api';
import { CheckboxListField, NumberField, ResultBanner, TextAreaField, TextField, errorMessage } from '@console/ui';
import { pickerOptions } from '../../../components/picker-options';
import { useListNasListQuery } from '../../nas';

/** The profile form's values: the allowed NAS are ticked by id and sent as the spec's `nasProfiles`. */
export interface ProfileFormValues {
  id?: string;
  updated?: number;
  name: string;
  description: string;
  rateLimit: string;
  ipPool?: string;
  idleTimeout?: number;
  replyAttributes?: string;
  nasIds: string[];
}

export const toProfileRequest = ({ nasIds, ...values }: ProfileFormValues): ProfileCreate & { id?: string; updated?: number } => ({
  ...values,
  nasProfiles: nasIds.map((id) => ({ nas: { id } })),
});

export const toProfileFormValues = (profile: Profile): ProfileFormValues => ({
  id: profile.id,
  updated: profile.updated,
  name: profile.name,
  description: profile.description,
  rateLimit: profile.rateLimit,
  ipPool: profile.ipPool,
  idleTimeout: profile.idleTimeout,
  replyAttributes: profile.replyAttributes,
  nasIds: profile.nasProfiles.map((entry) => entry.nas.id),
});

/** What the free-form items are, beside the field (docs/radius.md "Vendors"). */
export const REPLY_ATTRIBUTES_HELP =
  "One Attribute = value a line, sent in every Access-Accept of the profile whatever the NAS's vendor; checked against " +
  "FreeRADIUS's dictionaries when saved. The rate, pool and Idle-Timeout above are written for each NAS's vendor.";

const NAS = { offset: 0, limit: PICKER_LIMITS.nas };

export function ProfileFields() {
  // The NAS list is the query's, not the form's, so a reset after create keeps it.
  const { data, error } = useListNasListQuery(NAS);
  return (
    <>
      <TextField name="name" label="Name" autoComplete="off" required />
      <TextField name="description" label="Description" autoComplete="off" required />
      <TextField
        name="rateLimit"
        label="Rate Limit"
        autoComplete="off"
        required
        helperText="MikroTik rate limit, e.g. 1M/2M or 512k/1M 1M/2M 384k/768k 8/8"
      />
      <TextField
        name="ipPool"
        label="IP Pool"
        autoComplete="off"
        helperText="The router's /ip pool that gives the address (RADIUS Framed-Pool), e.g. hotspot-pool; empty for the router's own choice"
      />
      <NumberField
        name="idleTimeout"
        label="Idle Timeout"
        helperText="Seconds without traffic after which the NAS ends the session (Idle-Timeout), 0 to 86,400; 0 for none"
      />
      <TextAreaField
        name="replyAttributes"
        label="More Reply Attributes"
        placeholder={'Filter-Id = standard\nWISPr-Redirection-URL = https://isp.example/welcome'}
        helperText={REPLY_ATTRIBUTES_HELP}
      />
      {error && <ResultBanner status="error">{errorMessage(error)}</ResultBanner>}
      <CheckboxListField name="nasIds" label="Allowed Nas" options={pickerOptions(data?.nasList, (nas) => nas.nasname)} columns={3} />
    </>
  );
}
