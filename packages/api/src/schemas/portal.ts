import { z } from 'zod';
import { INVALID, REQUIRED, rowId, text } from './common';
import { idempotencyKey } from './payments';

// The subscriber's self-service portal (issue 30, docs/portal.md): what a subscriber sends. The
// portal app checks the same rules by hand (it does not load zod: its bundle stays small).

/** The network username and password FreeRADIUS checks; the username as staff gave it. */
export const portalSignIn = z.object({
  username: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(64, { error: INVALID }),
  password: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(128, { error: INVALID }),
});

/** A voucher PIN as printed: letters and digits, spaces and dashes dropped (people type them from a card). */
export const portalRecharge = z.object({
  pin: z
    .string({ error: REQUIRED })
    .transform((pin) => pin.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: REQUIRED })
        .max(40, { error: INVALID })
        .regex(/^[A-Za-z0-9]+$/, { error: 'Letters and digits only' }),
    ),
});

/** A plan bought (or the current one renewed) from the balance, once per key. */
export const portalBuy = z.object({ planId: rowId, idempotencyKey });

/** The network password, changed by its holder: the current one proves it; the new one as staff set it (8 to 64). */
export const portalPasswordChange = z.object({
  current: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(128, { error: INVALID }),
  password: text(8, 64),
});

export const portalNotices = z.object({ optedOut: z.boolean({ error: INVALID }) });

/** One of the subscriber's own sessions, by its radacct id. */
export const portalSession = z.object({ id: z.coerce.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }) });

export const portalReceipt = z.object({ number: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(40, { error: INVALID }) });
