import { z } from 'zod';
import { P } from '../permissions';
import { INVALID, wholeNumber } from './common';

// Network sessions from FreeRADIUS's accounting, Disconnect, usage and login attempts (docs/radius.md).

/** Who may see sessions and usage, and who may cut a session; the screens show buttons by the same ids. */
export const SESSION_ACCESS = {
  listSessions: [P.VIEW_SESSIONS, P.DISCONNECT_SESSIONS],
  disconnectSession: [P.DISCONNECT_SESSIONS],
  usage: [P.VIEW_SESSIONS],
  authAttempts: [P.VIEW_SESSIONS],
} as const satisfies Record<string, readonly number[]>;

/** A radacct row, by its id. */
export const sessionDisconnect = z.object({ id: wholeNumber(1, Number.MAX_SAFE_INTEGER, { outside: INVALID }) });
export type SessionDisconnect = z.input<typeof sessionDisconnect>;

export const USAGE_GROUPS = ['subscriber', 'plan', 'salePoint'] as const;
export type UsageGroup = (typeof USAGE_GROUPS)[number];

const epoch = wholeNumber(0, 4_102_444_800);

/** Usage over a period [from, to) in epoch seconds, one line per subscriber, plan or sale point. */
export const usageRequest = z
  .object({ by: z.enum(USAGE_GROUPS, { error: INVALID }), from: epoch, to: epoch })
  .refine((p) => p.to > p.from, { error: INVALID, path: ['to'] });
export type UsageRequest = z.input<typeof usageRequest>;

export const DISCONNECT_OUTCOMES = ['acknowledged', 'refused', 'no answer'] as const;
export type DisconnectOutcome = (typeof DISCONNECT_OUTCOMES)[number];

export interface DisconnectResult {
  nas: string;
  sessionId: string;
  outcome: DisconnectOutcome;
}

const OUTCOME_TEXT: Record<DisconnectOutcome, string> = {
  acknowledged: 'disconnected (the NAS acknowledged)',
  refused: 'not disconnected yet: the NAS refused (Disconnect-NAK); tried again until it acknowledges or the session ends',
  'no answer': 'not disconnected yet: the NAS did not answer; tried again until it acknowledges or the session ends',
};

/** What a cut job sends: Disconnect-Request, or CoA-Request with a new rate limit (docs/radius.md "Cut jobs"). */
export const CUT_ACTIONS = ['disconnect', 'coa'] as const;
export type CutAction = (typeof CUT_ACTIONS)[number];

/**
 * Where a cut under way stands: not tried yet, or its last attempt's outcome (refused: a NAK; no
 * answer: silence; no NAS: the session's NAS is no longer in the console; error: the attempt failed
 * in the console).
 */
export const CUT_STATES = ['pending', 'refused', 'no answer', 'no NAS', 'error'] as const;
export type CutState = (typeof CUT_STATES)[number];

/** What the operator reads after an action that sent Disconnect-Requests: one sentence per session. */
export function disconnectSummary(results: readonly DisconnectResult[]): string {
  if (results.length === 0) return 'No session was online.';
  return results.map((r) => `Session ${r.sessionId} on ${r.nas}: ${OUTCOME_TEXT[r.outcome]}.`).join(' ');
}

/** A save's banner text, followed by what the NAS answered when the save sent Disconnect-Requests (suspend, revoke). */
export function savedWithDisconnects(saved: string, results?: readonly DisconnectResult[]): string {
  return results ? `${saved}. ${disconnectSummary(results)}` : saved;
}
