import { P } from '@console/api/contract';
import { adminSuite, describeEachDatabase } from '../../testing/test-app';

/** Who may call what: the permission catalogue as the security calls apply it. */
const EXPECTED: Record<string, readonly number[] | 'signedIn'> = {
  '/api/users': [P.VIEW_USERS],
  '/api/user': [P.VIEW_USERS, P.MODIFY_USER],
  '/api/user/create': [P.CREATE_USER],
  '/api/user/update': [P.MODIFY_USER],
  '/api/user/delete': [P.DELETE_USER],
  '/api/user/password/reset': [P.MODIFY_USER],
  '/api/user/second-factor/reset': [P.MODIFY_USER],
  '/api/user/unlock': [P.MODIFY_USER],
  '/api/user/sign-in': [P.VIEW_USERS, P.MODIFY_USER],
  '/api/user/roles': [P.VIEW_ROLES, P.CREATE_USER, P.MODIFY_USER],
  '/api/user/role': [P.VIEW_ROLES, P.MODIFY_ROLE],
  '/api/user/role/create': [P.CREATE_ROLE],
  '/api/user/role/update': [P.MODIFY_ROLE],
  '/api/user/role/delete': [P.DELETE_ROLE],
  '/api/user/permissions': [P.VIEW_PERMISSIONS, P.CREATE_ROLE, P.MODIFY_ROLE],
  '/api/user/permission': [P.VIEW_PERMISSIONS, P.MODIFY_PERMISSION],
  '/api/user/permission/create': [P.CREATE_PERMISSION],
  '/api/user/permission/update': [P.MODIFY_PERMISSION],
  '/api/user/permission/delete': [P.DELETE_PERMISSION],
  '/api/settings/account': 'signedIn',
  '/api/settings/password': 'signedIn',
  '/api/settings/totp': 'signedIn',
  '/api/settings/totp/confirm': 'signedIn',
};

describeEachDatabase('security: every call is guarded', (get) => {
  const s = adminSuite(get);

  const securityRoutes = () => get().app.deps.routes.entries.filter((e) => /^\/api\/(users?|settings)(\/|$)/.test(e.url));

  it('registers exactly the expected calls with the expected access', () => {
    const actual = Object.fromEntries(
      securityRoutes().map((e) => [e.url, 'anyOf' in e.access ? e.access.anyOf : 'signedIn' in e.access ? 'signedIn' : 'public']),
    );
    expect(actual).toEqual(EXPECTED);
  });

  it('refuses each call without a session, and each guarded call to a user holding other permissions', async () => {
    const outsider = await s.t.userWith([P.VIEW_LOCATIONS, P.CREATE_LOCATION, P.VIEW_AUDIT]);
    for (const route of securityRoutes()) {
      const anonymous = await s.t.call(route.url.slice(4), {}, null);
      expect([route.url, anonymous.status]).toEqual([route.url, 403]);
      if ('anyOf' in route.access) {
        const refused = await s.t.call(route.url.slice(4), {}, outsider.token);
        expect([route.url, refused.status, refused.body.message]).toEqual([route.url, 403, 'You do not have permission to do that.']);
      }
    }
  });

  it('lets each permission named for a call through the guard (to validation or the answer)', async () => {
    for (const [url, access] of Object.entries(EXPECTED)) {
      if (access === 'signedIn') continue;
      for (const id of access) {
        const { token } = await s.t.userWith([id]);
        const answer = await s.t.call(url.slice(4), {}, token);
        expect([url, id, answer.status === 403]).toEqual([url, id, false]);
      }
    }
  });
});
