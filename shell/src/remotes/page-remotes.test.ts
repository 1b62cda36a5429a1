import { PAGE_REMOTES, remoteForPath } from './page-remotes';

describe('the module that draws a console path', () => {
  it.each([
    ['/', PAGE_REMOTES.dashboard],
    ['/?list=due-for-retirement', PAGE_REMOTES.dashboard],
    ['/folder/employee/all?page=2', PAGE_REMOTES.folders],
    ['/folder', PAGE_REMOTES.folders],
    ['/internet/plans/prepaid', PAGE_REMOTES.internet],
    ['/security/users/all', PAGE_REMOTES.security],
    ['/settings/profile', PAGE_REMOTES.settings],
    ['/auth/login', PAGE_REMOTES.signIn],
  ])('%s is drawn by %s', (path, id) => {
    expect(remoteForPath(path)).toBe(id);
  });

  it('names none for a path no area serves', () => {
    expect(remoteForPath('/folders-of-old')).toBeNull();
    expect(remoteForPath('/nowhere')).toBeNull();
  });
});
