import { readEnvelope } from './base-api';
import { P } from './permissions';
import { ENROL_SECOND_FACTOR } from './schemas/auth';
import { secondFactorRequired, selectAuth, selectNotice, selectPermissionIds, selectWithdrawn, signedIn } from './session';
import { makeStore } from './store';

const REFUSED = { status: 403, message: 'You do not have permission to do that.', data: null };

/** A signed-in store whose user held `held`, and a server whose /auth/session answers `session`. */
function signedInWith(held: number[], session: unknown) {
  const store = makeStore();
  store.dispatch(signedIn({ authorization: 'tok', firstname: 'Ngozi', rolePermissions: held.map((permissionId) => ({ permissionId })) }));
  const fetchMock = jest.fn().mockResolvedValue({ json: async () => session });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { store, fetchMock };
}

describe('readEnvelope on a 403', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('keeps the session and asks for enrolment when the server says a second factor must come first', () => {
    const dispatch = jest.fn();
    const answer = readEnvelope(403, { status: 403, message: 'Set up one-time codes', data: { code: ENROL_SECOND_FACTOR } }, dispatch);
    expect(answer).toEqual({ error: { status: 403, message: 'Set up one-time codes', errors: undefined } });
    expect(dispatch.mock.calls).toEqual([[secondFactorRequired()]]);
  });

  it('keeps a user whose permission was taken away signed in, with the permissions held now and what went (issue 31)', async () => {
    const { store, fetchMock } = signedInWith([P.VIEW_EMPLOYEES, P.EDIT_EMPLOYEE, P.ADD_PROMOTION], {
      status: 200,
      message: 'OK',
      data: { firstname: 'Ngozi', username: 'ngozi', rolePermissions: [{ permissionId: P.VIEW_EMPLOYEES }] },
    });
    const answer = readEnvelope(403, REFUSED, store.dispatch);
    expect(answer).toEqual({ error: { status: 403, message: REFUSED.message, errors: undefined } });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/session',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer tok' }) }),
    );
    expect(selectAuth(store.getState())?.authorization).toBe('tok');
    expect(selectPermissionIds(store.getState())).toEqual([P.VIEW_EMPLOYEES]);
    expect(selectWithdrawn(store.getState())).toBe(
      'Your permissions have changed: you no longer have Edit employee data and Add promotion. What you typed is still here; the menu now shows what you can open.',
    );
    expect(selectNotice(store.getState())).toBeNull();
  });

  it('ends the session when the server says it has ended, with its reason on the sign-in page', async () => {
    const { store } = signedInWith([P.VIEW_EMPLOYEES], { status: 403, message: 'Your session has ended. Please sign in again.', data: null });
    readEnvelope(403, { status: 403, message: 'Your session has ended. Please sign in again.', data: null }, store.dispatch);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectAuth(store.getState())).toBeNull();
    expect(selectNotice(store.getState())).toBe('Your session has ended. Please sign in again.');
  });
});
