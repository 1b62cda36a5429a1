import { signedIn, signedOut } from './session';
import { readStoredSession } from './session-storage';
import { makeStore } from './store';

const items = new Map<string, string>();
const memoryStorage = {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
};

beforeAll(() => Object.assign(globalThis, { sessionStorage: memoryStorage }));
afterAll(() => Reflect.deleteProperty(globalThis, 'sessionStorage'));

const auth = { authorization: 'token-1', firstname: 'Ada', rolePermissions: [{ permissionId: 1 }] };

describe('the stored session', () => {
  it('is written when the user signs in and cleared when the user signs out', () => {
    const store = makeStore();
    store.dispatch(signedIn(auth));
    expect(readStoredSession()).toEqual(auth);
    expect(store.getState().session.auth).toEqual(auth);

    store.dispatch(signedOut({ notice: 'Your session has expired.' }));
    expect(readStoredSession()).toBeNull();
    expect(store.getState().session.notice).toBe('Your session has expired.');
  });
});
