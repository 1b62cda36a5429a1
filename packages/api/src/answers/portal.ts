import { z } from 'zod';
import { answerId, epochSeconds } from './common';

const naira = (description: string) => z.number().meta({ description });

/** What the portal shows a subscriber (issue 30, docs/portal.md); money in naira, times in epoch seconds. */
const plan = z.object({
  id: answerId,
  name: z.string(),
  start: epochSeconds,
  end: epochSeconds,
  state: z.enum(['active', 'scheduled', 'ended']),
});

const session = z.object({
  id: z.number().int(),
  since: epochSeconds.nullable(),
  address: z.string(),
  device: z.string().meta({ description: "The device's MAC address as the NAS reported it, when it did" }),
  bytes: z.number().int(),
});

export const portalAnswers = {
  signIn: z.object({ token: z.string(), name: z.string() }),
  home: z.object({
    name: z.string(),
    username: z.string(),
    noticesOptedOut: z.boolean(),
    balance: naira("What the subscriber's balance holds"),
    plan: plan.nullable().meta({ description: 'The plan in force now, or the last one that ended' }),
    next: plan.nullable().meta({ description: 'A plan that starts after the current one' }),
    secondsLeft: z.number().int().nullable().meta({ description: 'Until the plan ends; null without one' }),
    bytesLeft: z.number().int().nullable().meta({ description: "What the plan's data quota leaves; null without a quota" }),
    usage: z.array(z.object({ day: z.string(), bytes: z.number().int() })).meta({ description: 'Bytes a day, the last 14 days' }),
    sessions: z.array(session),
  }),
  plans: z.object({ plans: z.array(z.object({ id: answerId, name: z.string(), price: naira('Price'), validity: z.number().int() })) }),
  papers: z.object({
    receipts: z.array(z.object({ number: z.string(), issued: epochSeconds, description: z.string(), total: naira('Paid') })),
    invoices: z.array(
      z.object({ number: z.string(), issued: epochSeconds, total: naira('Total'), outstanding: naira('Still owed'), state: z.string() }),
    ),
  }),
  recharge: z.object({ plan: z.string(), start: epochSeconds, end: epochSeconds }),
  buy: z.object({ plan: z.string(), start: epochSeconds, end: epochSeconds, receipt: z.string().nullable() }),
  disconnect: z.object({ disconnected: z.boolean() }),
};
export type PortalHome = z.output<typeof portalAnswers.home>;
export type PortalPlans = z.output<typeof portalAnswers.plans>;
export type PortalPapers = z.output<typeof portalAnswers.papers>;
