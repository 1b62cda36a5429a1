import { noData, one } from '../../answers/common';
import { accountAnswer, recoveryCodesAnswer, totpEnrolmentAnswer } from '../../answers/security';
import { totpConfirmRequest } from '../../schemas/auth';
import { passwordChangeRequest, totpRenewRequest } from '../../schemas/security';
import { defineCall } from '../define-call';

/** The signed-in user's own account: what it holds, its password and its second factor. */
export const settingsCalls = {
  account: defineCall({
    path: '/settings/account',
    access: { signedIn: true },
    beforeEnrolment: true,
    summary: 'Own account',
    reads: true,
    message: 'OK',
    answer: one('account', accountAnswer),
  }),
  password: defineCall({
    path: '/settings/password',
    access: { signedIn: true },
    summary: 'Change own password',
    reads: false,
    message: 'Your password has been changed. Your other sessions have been signed out.',
    body: passwordChangeRequest,
    answer: noData,
  }),
  // Enrolment and renewal alike: the secret offered takes effect only once confirmed.
  totp: defineCall({
    path: '/settings/totp',
    access: { signedIn: true },
    beforeEnrolment: true,
    summary: 'Offer a new own one-time code secret; it takes effect once confirmed with a code from it',
    reads: false,
    message: 'Scan the code with your authenticator app, then type the six digits it shows to confirm.',
    body: totpRenewRequest,
    answer: totpEnrolmentAnswer,
  }),
  totpConfirm: defineCall({
    path: '/settings/totp/confirm',
    access: { signedIn: true },
    beforeEnrolment: true,
    summary: 'Confirm the offered one-time code secret with a code from it; ends the other sessions; answers new recovery codes, once',
    reads: false,
    message: 'One-time codes are set up. Your other sessions have been signed out.',
    body: totpConfirmRequest,
    answer: recoveryCodesAnswer,
  }),
};
