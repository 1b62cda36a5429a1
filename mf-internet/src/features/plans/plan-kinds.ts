import { PLAN_TYPES, type PlanType } from '@console/api';

/** The two plan types as the screens show them; the route's segment fixes the type (spec section 4). */
export interface PlanKind {
  type: PlanType;
  path: 'prepaid' | 'instant-access';
  tab: string;
  noun: string;
}

export const PLAN_KINDS: readonly PlanKind[] = [
  { type: PLAN_TYPES.PREPAID, path: 'prepaid', tab: 'Prepaid Plans', noun: 'Prepaid Plan' },
  { type: PLAN_TYPES.INSTANT_ACCESS, path: 'instant-access', tab: 'Instant Access Plans', noun: 'Instant Access Plan' },
];

export const planKindOf = (type: PlanType): PlanKind => PLAN_KINDS.find((kind) => kind.type === type) ?? PLAN_KINDS[0];
