import { z } from 'zod';
import { INVALID, email, text } from './common';

export const password = z.string({ error: INVALID }).min(6, { error: INVALID }).max(40, { error: INVALID });

export const loginRequest = z.object({
  username: email,
  password,
  code: z.string({ error: INVALID }).max(6, { error: INVALID }).optional().default(''),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const resetRequest = z.object({ username: email });
export type ResetRequest = z.input<typeof resetRequest>;

export const resetConfirm = z.object({
  token: text(20, 200),
  password,
});
export type ResetConfirm = z.input<typeof resetConfirm>;
