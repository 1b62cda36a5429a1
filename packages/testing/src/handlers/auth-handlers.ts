import type { LoginRequest, ResetConfirm } from '@console/api';
import { http } from 'msw';
import { fail, ok } from '../envelope';
import { fixtures, messages } from '../fixtures';

/** The session calls of the API as the real server answers them. */
export const authHandlers = [
  http.post('/api/auth/login', async ({ request }) => {
    const body = (await request.json()) as LoginRequest;
    const { username, password, code } = fixtures.credentials;
    if (body.username?.toLowerCase() !== username || body.password !== password || body.code !== code) {
      return fail(401, messages.signInFailed);
    }
    return ok({ auth: fixtures.auth });
  }),
  http.post('/api/auth/logout', () => ok(null, 'Signed out')),
  http.post('/api/auth/reset/request', () => ok(null, messages.resetSent)),
  http.post('/api/auth/reset/confirm', async ({ request }) => {
    const body = (await request.json()) as ResetConfirm;
    return body.token === fixtures.resetToken ? ok(null, messages.passwordChanged) : fail(400, messages.resetInvalid);
  }),
];
