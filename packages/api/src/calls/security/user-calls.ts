import { noData, one } from '../../answers/common';
import { signInPressureAnswer, userAnswer } from '../../answers/security';
import { P } from '../../permissions';
import { idRequest } from '../../schemas/common';
import { userCreateRequest, userPasswordResetRequest, userUpdateRequest } from '../../schemas/security';
import { defineCall } from '../define-call';
import { readableCalls } from '../record-calls';

/** Users: listed and read like a record type; written by calls of their own (credentials, roles, status). */
const readUsers = readableCalls({
  what: 'User',
  keys: { one: 'user', many: 'users' },
  paths: { list: '/users', read: '/user' },
  access: { list: { anyOf: [P.VIEW_USERS] }, read: { anyOf: [P.VIEW_USERS, P.MODIFY_USER] } },
  row: userAnswer,
  filters: ['username', 'firstname', 'lastname', 'phone', 'status', 'created'],
  // The name reads first name first, so it sorts by it.
  sorts: ['username', 'name', 'status', 'created', 'updated'],
});

export const userCalls = {
  ...readUsers,
  create: defineCall({
    path: '/user/create',
    access: { anyOf: [P.CREATE_USER] },
    // Issue 31: no one-time code secret in the answer; the new user sets up their own at first sign-in.
    summary: 'User: create; the user sets up one-time codes of their own at first sign-in',
    reads: false,
    message: 'Created successfully',
    body: userCreateRequest,
    answer: one('user', userAnswer),
  }),
  update: defineCall({
    path: '/user/update',
    access: { anyOf: [P.MODIFY_USER] },
    summary: 'User: update',
    reads: false,
    message: 'Updated successfully',
    body: userUpdateRequest,
    answer: one('user', userAnswer),
  }),
  delete: defineCall({
    path: '/user/delete',
    access: { anyOf: [P.DELETE_USER] },
    summary: 'User: delete',
    reads: false,
    message: 'Deleted successfully',
    body: idRequest,
    answer: noData,
  }),
  // An administrator's help with a user's credentials.
  passwordReset: defineCall({
    path: '/user/password/reset',
    access: { anyOf: [P.MODIFY_USER] },
    summary: "User: set a new password; ends the user's sessions",
    reads: false,
    message: 'The password has been reset. The user has been signed out everywhere.',
    body: userPasswordResetRequest,
    answer: noData,
  }),
  signIn: defineCall({
    path: '/user/sign-in',
    access: { anyOf: [P.VIEW_USERS, P.MODIFY_USER] },
    summary: 'User: failed sign-ins on the account now, and the locks they set (whether it is under attack)',
    reads: true,
    message: 'OK',
    body: idRequest,
    answer: one('signIn', signInPressureAnswer),
  }),
  unlock: defineCall({
    path: '/user/unlock',
    access: { anyOf: [P.MODIFY_USER] },
    summary: "User: lift the sign-in limits on the account (every address's lock and the account's delay)",
    reads: false,
    message: 'Sign-in is unlocked for this user.',
    body: idRequest,
    answer: noData,
  }),
  // The administrator never learns the secret: the user enrols a new one of their own (issue 31).
  secondFactorReset: defineCall({
    path: '/user/second-factor/reset',
    access: { anyOf: [P.MODIFY_USER] },
    summary: "User: remove the one-time code secret and recovery codes; the user sets up new ones at the next sign-in; ends the user's sessions",
    reads: false,
    message: 'One-time codes are reset. The user sets up new ones at the next sign-in, and has been signed out everywhere.',
    body: idRequest,
    answer: noData,
  }),
};
