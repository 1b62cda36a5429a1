import { z } from 'zod';
import { page } from '../../answers/common';
import { authAttemptAnswer, disconnectsAnswer, sessionAnswer, usageLineAnswer } from '../../answers/sessions';
import { idRequest, listRequest } from '../../schemas/common';
import { SESSION_ACCESS, sessionDisconnect, usageRequest } from '../../schemas/sessions';
import { defineCall } from '../define-call';
import { listCall } from '../list-call';
import { signedDownloadCalls } from '../signed-download-calls';

const rule = (ids: readonly number[]) => ({ anyOf: ids });

/** Network sessions from FreeRADIUS's accounting: online now, a subscriber's, Disconnect, usage and the last login attempts. */
export const sessionCalls = {
  online: listCall({
    path: '/services/internet/sessions/online',
    access: rule(SESSION_ACCESS.listSessions),
    summary: 'Sessions: online now (criteria username: part of the login, nas: the address of the NAS in the console)',
    key: 'sessions',
    row: sessionAnswer,
    filters: ['username', 'nas'],
    // Newest first only.
    sorts: [],
  }),
  ofCustomer: defineCall({
    path: '/services/internet/customer/sessions',
    access: rule(SESSION_ACCESS.listSessions),
    summary: 'Customer: its network sessions, open and closed, newest first',
    reads: true,
    message: 'OK',
    body: idRequest.extend({ offset: listRequest.shape.offset, limit: listRequest.shape.limit }),
    answer: page('sessions', sessionAnswer),
  }),
  disconnect: defineCall({
    path: '/services/internet/session/disconnect',
    access: rule(SESSION_ACCESS.disconnectSession),
    summary: 'Session: send a Disconnect-Request to its NAS (RFC 5176) and say what the NAS answered; retried until acknowledged or the session ends',
    reads: false,
    message: 'OK',
    body: sessionDisconnect,
    answer: z.object({ disconnects: disconnectsAnswer }),
  }),
  usage: defineCall({
    path: '/services/internet/usage',
    access: rule(SESSION_ACCESS.usage),
    summary: 'Usage of the sessions started in a period, per subscriber, plan or sale point',
    reads: true,
    message: 'OK',
    body: usageRequest,
    answer: z.object({ lines: z.array(usageLineAnswer) }),
  }),
  usageExport: signedDownloadCalls({
    path: '/services/internet/usage/export',
    access: rule(SESSION_ACCESS.usage),
    body: usageRequest,
    summary: 'Usage: the CSV (signed link)',
    linkSummary: 'Usage: a signed CSV download link',
  }),
  authAttempts: listCall({
    path: '/services/internet/auth-attempts',
    access: rule(SESSION_ACCESS.authAttempts),
    summary: 'Last login attempts (radpostauth), newest first, with the reason of each reject (criteria username, reply)',
    key: 'attempts',
    row: authAttemptAnswer,
    filters: ['username', 'reply'],
    // Newest first only.
    sorts: [],
  }),
};
