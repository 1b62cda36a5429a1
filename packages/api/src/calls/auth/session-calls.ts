import { authAnswers } from '../../answers/auth';
import { noData } from '../../answers/common';
import { loginRequest, resetConfirm, resetRequest } from '../../schemas/auth';
import { defineCall } from '../define-call';

/** Sign-in, sign-out, the session's own read, and the password reset by mail. */
export const authCalls = {
  login: defineCall({
    path: '/auth/login',
    access: { public: true },
    summary: 'Sign in with email, password and one-time code',
    reads: false,
    message: 'OK',
    body: loginRequest,
    answer: authAnswers.login,
  }),
  logout: defineCall({
    path: '/auth/logout',
    access: { signedIn: true },
    beforeEnrolment: true,
    summary: 'End this session',
    reads: false,
    message: 'Signed out',
    answer: noData,
  }),
  session: defineCall({
    path: '/auth/session',
    access: { signedIn: true },
    beforeEnrolment: true,
    summary: "The caller's name and current permissions",
    reads: true,
    message: 'OK',
    answer: authAnswers.session,
  }),
  resetRequest: defineCall({
    path: '/auth/reset/request',
    access: { public: true },
    summary: 'Mail a password reset link (same answer, in the same time, whether or not the account exists)',
    reads: false,
    message: 'If that address belongs to an account, a reset link has been sent.',
    body: resetRequest,
    answer: noData,
  }),
  resetConfirm: defineCall({
    path: '/auth/reset/confirm',
    access: { public: true },
    summary: 'Set a new password with a reset token; ends every session and other reset link of the user',
    reads: false,
    message: 'Your password has been changed. Sign in with the new one.',
    body: resetConfirm,
    answer: noData,
  }),
};
