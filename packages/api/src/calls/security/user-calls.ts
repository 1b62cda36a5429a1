import { noData, one } from '../../answers/common';
import { totpEnrolmentAnswer, userAnswer } from '../../answers/security';
import { P } from '../../permissions';
import { idRequest } from '../../schemas/common';
import { userCreateRequest, userUpdateRequest } from '../../schemas/security';
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
    summary: 'User: create (answers the one-time code secret once)',
    reads: false,
    message: 'Created successfully',
    body: userCreateRequest,
    answer: one('user', userAnswer).extend(totpEnrolmentAnswer.shape),
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
};
