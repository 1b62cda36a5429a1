import { returnPathOf, safeReturnPath, signInPathFor } from './session-return-path';

describe('the page to return to after signing in', () => {
  it.each([
    ['/folder/employee/all', '/folder/employee/all'],
    ['/internet/plans/prepaid/0190-ab?tab=history#top', '/internet/plans/prepaid/0190-ab?tab=history#top'],
    ['/security/users/all?page=3&by=name&q=ade', '/security/users/all?page=3&by=name&q=ade'],
    ['/', '/'],
  ])('keeps the console path %s', (next, expected) => {
    expect(safeReturnPath(next)).toBe(expected);
  });

  it.each([
    ['another host, scheme-relative', '//evil.example'],
    ['another host, scheme-relative with a path', '//evil.example/folder/employee/all'],
    ['an absolute address', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a line break that browsers drop', '/\n/evil.example'],
    ['a relative path', 'folder/employee/all'],
    ['the sign-in page itself', '/auth/login?next=/folder'],
    ['nothing', ''],
    ['no parameter', null],
  ])('refuses %s and goes to the dashboard', (_what, next) => {
    expect(safeReturnPath(next)).toBe('/');
  });

  it('never leaves the page origin whatever it is given', () => {
    const base = 'https://console.example';
    for (const next of [
      '//evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/..//evil.example',
      '/./\\/evil.example',
      '/\u3000/evil.example',
    ]) {
      expect(new URL(safeReturnPath(next), base).origin).toBe(base);
    }
  });

  it('puts the asked page in the sign-in address, and reads it back from there', () => {
    expect(signInPathFor('/folder/employee/all?page=2')).toBe('/auth/login?next=%2Ffolder%2Femployee%2Fall%3Fpage%3D2');
    expect(returnPathOf('?next=%2Ffolder%2Femployee%2Fall%3Fpage%3D2')).toBe('/folder/employee/all?page=2');
    expect(signInPathFor('/')).toBe('/auth/login');
    expect(returnPathOf('?next=%2F%2Fevil.example')).toBe('/');
    expect(returnPathOf('')).toBe('/');
  });
});
