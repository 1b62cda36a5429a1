import type { Customer, Subscription } from '@console/api';
import { DialogButton, HStack } from '@console/ui';
import { ChangePlanForm, EndPlanForm, RenewPlanForm } from './subscription-forms';

/** What the user may do to a subscriber's plans (CUSTOMER_ACCESS's subscription rights). */
export interface PlanRights {
  add: boolean;
  modify: boolean;
  delete: boolean;
}

const open = (s: Subscription) => s.state === 'active' || s.state === 'scheduled';

/** The Actions cell of a plan: each button where the rights allow it and the plan's state admits it. */
export function SubscriptionActions({ customer, subscription: s, rights }: { customer: Customer; subscription: Subscription; rights: PlanRights }) {
  return (
    <HStack gap="2">
      {rights.add && s.state !== 'cancelled' && (
        <DialogButton label="Renew" title={`Renew ${s.plan.name}`}>
          <RenewPlanForm customer={customer} subscription={s} />
        </DialogButton>
      )}
      {rights.modify && open(s) && (
        <DialogButton label="Change" title={`Change ${s.plan.name}`}>
          <ChangePlanForm customer={customer} subscription={s} />
        </DialogButton>
      )}
      {rights.delete && open(s) && (
        <DialogButton label="Cancel" title={`Cancel ${s.plan.name}`}>
          <EndPlanForm subscription={s} mode="cancel" />
        </DialogButton>
      )}
      {rights.delete && (
        <DialogButton label="Delete" title={`Delete ${s.plan.name}`} colorPalette="red">
          <EndPlanForm subscription={s} mode="delete" />
        </DialogButton>
      )}
    </HStack>
  );
}
