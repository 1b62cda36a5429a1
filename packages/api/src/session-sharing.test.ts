import { z } from 'zod';
import { baseApi } from './base-api';
import { defineCall } from './calls/define-call';
import { queryOf } from './endpoints/call-endpoints';
import { secondFactorEnrolled, signedIn, signedOut } from './session';
import { SIGNED_OUT_ELSEWHERE, askOtherTabs, joinOtherTabsSession, shareSessionBetweenTabs } from './session-sharing';
import { readStoredSession } from './session-storage';
import { makeStore, type AppStore } from './store';

// Each store stands for one tab; node's BroadcastChannel joins them as a browser joins its tabs.
// sessionStorage belongs to a tab: emptied before a "new tab" acts, so only the channel can help.
const items = new Map<string, string>();
const memoryStorage = {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
};
const newTabStorage = () => items.clear();

beforeAll(() => Object.assign(globalThis, { sessionStorage: memoryStorage }));
afterAll(() => Reflect.deleteProperty(globalThis, 'sessionStorage'));

const auth = { authorization: 'token-1', firstname: 'Ada', rolePermissions: [{ permissionId: 1 }] };
const SHORT_WAIT = 100;

let stops: Array<() => void> = [];
function openTab(signedInAs?: typeof auth): AppStore {
  const store = makeStore();
  if (signedInAs) store.dispatch(signedIn(signedInAs));
  stops.push(shareSessionBetweenTabs(store));
  return store;
}
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  newTabStorage();
});

// Any call whose answer a tab keeps: what signing out does to the cache is under test.
const probe = defineCall({ path: '/probe', access: { signedIn: true }, reads: true, message: 'OK', summary: 'A page call', answer: z.string() });
const probeApi = baseApi.injectEndpoints({ endpoints: (build) => ({ probe: queryOf(build, probe) }) });

const nextMessages = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a new tab', () => {
  it('takes the session of an open tab, keeps it for its reloads, and does not show the sign-in page', async () => {
    openTab(auth);
    newTabStorage();
    const tab = makeStore();
    await expect(joinOtherTabsSession(tab, SHORT_WAIT)).resolves.toBe(true);
    expect(tab.getState().session.auth).toEqual(auth);
    expect(readStoredSession()).toEqual(auth);
  });

  it('gets nothing when no tab is signed in, after a short wait', async () => {
    openTab();
    const started = Date.now();
    await expect(askOtherTabs(SHORT_WAIT)).resolves.toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(SHORT_WAIT - 5);
    const tab = makeStore();
    await expect(joinOtherTabsSession(tab, SHORT_WAIT)).resolves.toBe(false);
    expect(tab.getState().session.auth).toBeNull();
  });

  it('keeps its own session and asks nobody when it has one', async () => {
    openTab({ ...auth, authorization: 'token-of-the-other-tab' });
    const tab = makeStore();
    tab.dispatch(signedIn(auth));
    await expect(joinOtherTabsSession(tab, SHORT_WAIT)).resolves.toBe(false);
    expect(tab.getState().session.auth).toEqual(auth);
  });

  it('ignores answers that are not a session', async () => {
    const stranger = new BroadcastChannel('console.session');
    stranger.onmessage = () => stranger.postMessage({ kind: 'session', auth: { authorization: 42 } });
    await expect(askOtherTabs(SHORT_WAIT)).resolves.toBeNull();
    stranger.close();
  });
});

describe('a logout in one tab', () => {
  // What the header's Logout does once the logout call is answered (or not).
  const logOut = (tab: AppStore) => tab.dispatch(signedOut({ loggedOut: true }));

  it('signs out every other tab, says why, and forgets what they fetched', async () => {
    const first = openTab(auth);
    const second = openTab(auth);
    const third = openTab({ ...auth, authorization: 'token-of-a-second-sign-in' });
    await second.dispatch(probeApi.util.upsertQueryData('probe', undefined, 'fetched for Ada'));
    expect(Object.keys(second.getState().api.queries)).toHaveLength(1);
    logOut(first);
    await nextMessages();
    for (const tab of [second, third]) expect(tab.getState().session).toEqual({ auth: null, notice: SIGNED_OUT_ELSEWHERE, loggedOut: false });
    expect(second.getState().api.queries).toEqual({});
    expect(first.getState().session).toEqual({ auth: null, notice: null, loggedOut: true });
    expect(readStoredSession()).toBeNull();
  });

  it('leaves signed-out tabs as they are', async () => {
    const first = openTab(auth);
    const signedOutTab = openTab();
    logOut(first);
    await nextMessages();
    expect(signedOutTab.getState().session).toEqual({ auth: null, notice: null, loggedOut: false });
  });
});

describe('a session the server ended (a 403 in one tab)', () => {
  it("ends in the tabs of the same session, with the server's reason, and not in another session", async () => {
    const reason = 'Your session has expired. Please sign in again.';
    const first = openTab(auth);
    const sameSession = openTab(auth);
    const otherSession = openTab({ ...auth, authorization: 'token-2' });
    first.dispatch(signedOut({ notice: reason }));
    await nextMessages();
    expect(sameSession.getState().session).toEqual({ auth: null, notice: reason, loggedOut: false });
    expect(otherSession.getState().session.auth?.authorization).toBe('token-2');
  });
});

describe('the second-factor hold', () => {
  it('ends in every tab of the session once one tab enrols, and only in those', async () => {
    const held = { ...auth, enrolSecondFactor: true };
    const enrolling = openTab(held);
    const sameSession = openTab(held);
    const otherSession = openTab({ ...held, authorization: 'token-2' });
    enrolling.dispatch(secondFactorEnrolled());
    await nextMessages();
    expect(sameSession.getState().session.auth).toEqual(auth);
    expect(otherSession.getState().session.auth).toEqual({ ...held, authorization: 'token-2' });
  });
});
