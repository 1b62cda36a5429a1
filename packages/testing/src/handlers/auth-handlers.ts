import { authCalls } from '@console/api';
import { fail, ok } from '../envelope';
import { fakeApi } from '../fake-api';
import { fixtures, messages } from '../fixtures';

const { on } = fakeApi();

/** The session calls of the API as the real server answers them, refusing what the contract refuses. */
export const authHandlers = [
  on(authCalls.login, (body) => {
    const { username, password, code } = fixtures.credentials;
    if (body.username.toLowerCase() !== username || body.password !== password || body.code !== code) {
      return fail(401, messages.signInFailed);
    }
    return ok({ auth: fixtures.auth });
  }),
  on(authCalls.logout, () => ok(null, authCalls.logout.message)),
  on(authCalls.resetRequest, () => ok(null, messages.resetSent)),
  on(authCalls.resetConfirm, (body) => (body.token === fixtures.resetToken ? ok(null, messages.passwordChanged) : fail(400, messages.resetInvalid))),
];
