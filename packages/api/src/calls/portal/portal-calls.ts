import { noData } from '../../answers/common';
import { portalAnswers } from '../../answers/portal';
import { portalBuy, portalNotices, portalPasswordChange, portalRecharge, portalReceipt, portalSession, portalSignIn } from '../../schemas/portal';
import { receiptAnswer } from '../../answers/payments';
import { defineCall } from '../define-call';

const subscriber = { subscriber: true } as const;

/**
 * The subscriber's self-service portal (issue 30, docs/portal.md): its own session realm. Sign-in
 * takes the network username and password and answers a portal token; every other call takes that
 * token only (`{ subscriber: true }`): a staff session never opens them, and a portal token opens
 * no staff call.
 */
export const portalCalls = {
  signIn: defineCall({
    path: '/portal/sign-in',
    access: { public: true },
    summary: "Sign in to the subscriber's portal with the network username and password",
    reads: false,
    message: 'OK',
    body: portalSignIn,
    answer: portalAnswers.signIn,
  }),
  signOut: defineCall({
    path: '/portal/sign-out',
    access: subscriber,
    summary: 'End this portal session',
    reads: false,
    message: 'Signed out',
    answer: noData,
  }),
  home: defineCall({
    path: '/portal/home',
    method: 'GET',
    access: subscriber,
    summary: "The subscriber's plan, time and data left, usage, open sessions and balance",
    reads: true,
    message: 'OK',
    answer: portalAnswers.home,
  }),
  plans: defineCall({
    path: '/portal/plans',
    method: 'GET',
    access: subscriber,
    summary: "The prepaid plans sold at the subscriber's location",
    reads: true,
    message: 'OK',
    answer: portalAnswers.plans,
  }),
  papers: defineCall({
    path: '/portal/papers',
    method: 'GET',
    access: subscriber,
    summary: "The subscriber's receipts and invoices, newest first",
    reads: true,
    message: 'OK',
    answer: portalAnswers.papers,
  }),
  receipt: defineCall({
    path: '/portal/receipt',
    method: 'GET',
    access: subscriber,
    summary: 'One of the subscriber’s own receipts, to view and print',
    reads: true,
    message: 'OK',
    body: portalReceipt,
    answer: receiptAnswer,
  }),
  recharge: defineCall({
    path: '/portal/recharge',
    access: subscriber,
    summary: "Recharge with a voucher PIN: the voucher's plan is added to the account and the voucher is used",
    reads: false,
    message: 'Recharged',
    body: portalRecharge,
    answer: portalAnswers.recharge,
  }),
  buy: defineCall({
    path: '/portal/buy',
    access: subscriber,
    summary: 'Buy a plan (or renew the current one) from the balance, after the last plan',
    reads: false,
    message: 'Plan bought',
    body: portalBuy,
    answer: portalAnswers.buy,
  }),
  disconnect: defineCall({
    path: '/portal/disconnect',
    access: subscriber,
    summary: "Disconnect one of the subscriber's own devices",
    reads: false,
    message: 'Disconnect sent',
    body: portalSession,
    answer: portalAnswers.disconnect,
  }),
  password: defineCall({
    path: '/portal/password',
    access: subscriber,
    summary: 'Change the network password; every open session is disconnected',
    reads: false,
    message: 'Password changed. Your devices will ask for the new one.',
    body: portalPasswordChange,
    answer: noData,
  }),
  notices: defineCall({
    path: '/portal/notices',
    access: subscriber,
    summary: 'Opt out of (or back into) notices by SMS and email',
    reads: false,
    message: 'Saved',
    body: portalNotices,
    answer: noData,
  }),
};
