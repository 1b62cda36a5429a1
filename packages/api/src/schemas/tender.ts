import { z } from 'zod';
import { INVALID, atMostCharacters, requiredOr } from './common';
import { REFERENCE_REQUIRED, TENDER_METHODS, idempotencyKey, type TenderMethod } from './payments';

// Money paid in by a sale point or a corporate subscriber: how it came and its reference.

export const tenderFields = {
  method: z.enum(TENDER_METHODS, { error: requiredOr(INVALID) }),
  reference: z
    .string({ error: INVALID })
    .trim()
    .max(100, { error: atMostCharacters(100) })
    .default(''),
  idempotencyKey,
};

/** A bank transfer, card or POS payment names its reference; cash needs none. */
export function referenceGiven(body: { method: TenderMethod; reference: string }, ctx: z.RefinementCtx): void {
  if (body.method !== 'cash' && body.reference === '')
    ctx.addIssue({ code: 'custom', path: ['reference'], message: REFERENCE_REQUIRED[body.method] });
}

/** Where a statement or a list's dates start or end: epoch seconds (the browser's day boundaries). */
export const moment = z.coerce.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(4_102_444_800, { error: INVALID });
