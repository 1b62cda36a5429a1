import { z } from 'zod';
import { CUT_ACTIONS, CUT_STATES, DISCONNECT_OUTCOMES, type DisconnectResult } from '../schemas/sessions';
import { epochSeconds } from './common';

export const disconnectAnswer = z.object({
  nas: z.string(),
  sessionId: z.string(),
  outcome: z.enum(DISCONNECT_OUTCOMES),
}) satisfies z.ZodType<DisconnectResult>;

/** The Disconnect-Requests an action sent, one per open session of the login. */
export const disconnectsAnswer = z.array(disconnectAnswer).meta({ description: 'One per session that was online, with what its NAS answered' });

export const sessionAnswer = z.object({
  id: z.number().int().meta({ description: 'radacct id' }),
  sessionId: z.string(),
  username: z.string(),
  nas: z.string().meta({ description: 'The NAS address' }),
  nasName: z.string().nullable().meta({ description: "The NAS's short name; null when it is no longer in the console" }),
  address: z.string().meta({ description: 'Framed-IP-Address given to the user' }),
  mac: z.string().meta({ description: "Calling-Station-Id: the device's MAC address as the NAS sent it" }),
  since: epochSeconds.nullable(),
  lastUpdate: epochSeconds.nullable(),
  stoppedAt: epochSeconds.nullable(),
  seconds: z.number().int(),
  bytesIn: z.number().int(),
  bytesOut: z.number().int(),
  terminateCause: z.string(),
  profile: z.string().nullable().meta({ description: 'The service profile that applies to the login now' }),
  cut: z
    .object({
      action: z.enum(CUT_ACTIONS),
      state: z.enum(CUT_STATES),
      attempts: z.number().int().meta({ description: 'Requests sent so far' }),
      nextTry: epochSeconds.meta({ description: 'When it is tried again' }),
    })
    .nullable()
    .meta({ description: 'A Disconnect or CoA not yet acknowledged, retried until the NAS acknowledges or the session ends; null when none' }),
});
export type Session = z.output<typeof sessionAnswer>;

export const usageLineAnswer = z.object({
  key: z.string().meta({ description: 'Subscriber login, plan id or sale point id' }),
  name: z.string(),
  sessions: z.number().int(),
  seconds: z.number().int(),
  bytesIn: z.number().int(),
  bytesOut: z.number().int(),
});
export type UsageLine = z.output<typeof usageLineAnswer>;

export const authAttemptAnswer = z.object({
  id: z.number().int(),
  username: z.string(),
  reply: z.string().meta({ description: 'Access-Accept, Access-Reject, or Do-Not-Respond (a database query failed: no answer)' }),
  reason: z.string().meta({ description: 'Why a reject happened; empty for an accept' }),
  at: epochSeconds,
});
export type AuthAttempt = z.output<typeof authAttemptAnswer>;
