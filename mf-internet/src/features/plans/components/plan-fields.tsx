import {
  PICKER_LIMITS,
  PLAN_TYPES,
  planCreate,
  planUpdate,
  validatorFrom,
  type Plan,
  type PlanCreate,
  type PlanType,
  type QuotaAction,
  type QuotaReset,
} from '@console/api';
import { CheckboxListField, NumberField, RecordFormScreen, SelectField, TextField, type RecordFormScreenProps } from '@console/ui';
import { pickerOptions } from '../../../components/picker-options';
import { useListLocationsQuery } from '../../locations';
import { useListProfilesQuery } from '../../profiles';
import { useListSalePointsQuery } from '../../sale-points';
import type { PlanKind } from '../plan-kinds';
import { PlanQuotaFields } from './plan-quota-fields';
import { PlanTypeField } from './plan-type-field';

/** The plan form's values: locations and sale points are ticked by id, sent as the spec's link lists. */
export interface PlanFormValues {
  id?: string;
  updated?: number;
  type: PlanType;
  name: string;
  description: string;
  /** Naira as typed (text keeps '1500.50' exact until the server makes it kobo). */
  amount: string | number;
  validity: number;
  simultaneousUse: number;
  quotaTotalMb: number;
  quotaDownloadMb: number;
  quotaUploadMb: number;
  quotaReset: QuotaReset;
  quotaAction: QuotaAction;
  fairUseProfileId?: string | null;
  profileId: string;
  expiredProfileId?: string | null;
  contractValue?: string | number | null;
  uptime?: number | null;
  locationIds: string[];
  salePointIds: string[];
}

type PlanRequest = PlanCreate & { id?: string; updated?: number };

function toPlanRequest({ locationIds, salePointIds, ...values }: PlanFormValues): PlanRequest {
  const links = {
    locationPlans: locationIds.map((id) => ({ location: { id } })),
    salePointPlans: salePointIds.map((id) => ({ salePoint: { id } })),
  };
  return { ...values, ...links } as PlanCreate;
}

export const toPlanFormValues = (plan: Plan): PlanFormValues => ({
  id: plan.id,
  updated: plan.updated,
  type: plan.type,
  name: plan.name,
  description: plan.description,
  amount: plan.amount,
  validity: plan.validity,
  simultaneousUse: plan.simultaneousUse,
  quotaTotalMb: plan.quotaTotalMb,
  quotaDownloadMb: plan.quotaDownloadMb,
  quotaUploadMb: plan.quotaUploadMb,
  quotaReset: plan.quotaReset,
  quotaAction: plan.quotaAction,
  fairUseProfileId: plan.fairUseProfileId,
  profileId: plan.profileId,
  expiredProfileId: plan.expiredProfileId,
  contractValue: plan.contractValue,
  uptime: plan.uptime,
  locationIds: plan.locationPlans.map((entry) => entry.location.id),
  salePointIds: plan.salePointPlans.map((entry) => entry.salePoint.id),
});

const PROFILES = { offset: 0, limit: PICKER_LIMITS.planProfiles };
const LOCATIONS = { offset: 0, limit: PICKER_LIMITS.locations };
const SALE_POINTS = { offset: 0, limit: PICKER_LIMITS.salePoints };

/** Both types: name, description, amount, validity, sessions at a time, profile and data quota; then what only one type has. */
export function PlanFields({ type }: { type: PlanType }) {
  const prepaid = type === PLAN_TYPES.PREPAID;
  const profiles = useListProfilesQuery(PROFILES);
  const locations = useListLocationsQuery(LOCATIONS, { skip: !prepaid });
  const salePoints = useListSalePointsQuery(SALE_POINTS, { skip: prepaid });
  const profileOptions = pickerOptions(profiles.data?.profiles, (profile) => profile.name);
  return (
    <>
      <TextField name="name" label="Name" autoComplete="off" required />
      <TextField name="description" label="Description" autoComplete="off" required />
      <TextField name="amount" label="Amount" inputMode="decimal" autoComplete="off" required helperText="Naira, up to 1,000,000" />
      <NumberField name="validity" label="Validity" required helperText="Days the plan stays valid" />
      <NumberField
        name="simultaneousUse"
        label="Sessions at a Time"
        required
        helperText="How many devices one login may have online at once (1 to 100)"
      />
      <SelectField name="profileId" label="Profile" options={profileOptions} required />
      <PlanQuotaFields profileOptions={profileOptions} />
      {prepaid ? (
        <>
          <SelectField
            name="expiredProfileId"
            label="Expired Profile"
            options={profileOptions}
            placeholder="None"
            helperText="Applies once the plan has expired"
          />
          <CheckboxListField name="locationIds" label="Locations" options={pickerOptions(locations.data?.locations, (l) => l.name)} columns={3} />
        </>
      ) : (
        <>
          <TextField
            name="contractValue"
            label="Contract Value"
            inputMode="decimal"
            autoComplete="off"
            required
            helperText="Naira the sale point owes per sale; -1 for none"
          />
          <NumberField name="uptime" label="Uptime" required helperText="Minutes of connected time" />
          <CheckboxListField
            name="salePointIds"
            label="Sale Points"
            options={pickerOptions(salePoints.data?.salePoints, (s) => s.name)}
            columns={3}
          />
        </>
      )}
    </>
  );
}

const VALIDATE = { create: validatorFrom(planCreate), edit: validatorFrom(planUpdate) };
const VERB = { create: 'New', edit: 'Edit' };

type PlanFormScreenProps = Omit<RecordFormScreenProps<PlanFormValues, unknown>, 'title' | 'validate' | 'onSave' | 'cancelTo' | 'children'> & {
  kind: PlanKind;
  /** The create or update call, given the plan as the server takes it. */
  onSave: (request: PlanRequest) => Promise<unknown>;
};

/** A plan's create or edit screen: New or Edit <kind>, checked by the create or update schema, the kind's fields, Cancel back to the list. */
export function PlanFormScreen({ kind, mode, onSave, ...screen }: PlanFormScreenProps) {
  return (
    <RecordFormScreen<PlanFormValues>
      title={`${VERB[mode]} ${kind.noun}`}
      mode={mode}
      validate={VALIDATE[mode]}
      onSave={(values) => onSave(toPlanRequest(values))}
      cancelTo=".."
      {...screen}
    >
      <PlanTypeField kind={kind} mode={mode} />
      <PlanFields type={kind.type} />
    </RecordFormScreen>
  );
}
