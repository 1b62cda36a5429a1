import vm from 'node:vm';

/**
 * What a filled login.html's script puts in its hidden form `sendin` when the visitor submits
 * `typed`, run as a browser runs the page's script (sloppy mode, octal escapes and all) over the two
 * forms it reads: the server tests' browser, where Chromium would be too slow to start.
 */
export function submittedByLoginScript(filledPage: string, typed: { username: string; password: string }): { username: string; password: string } {
  const script = filledPage.match(/<script>([\s\S]*?)<\/script>/)?.[1];
  if (!script) throw new Error('login.html has no script');
  const field = (value = '') => ({ value });
  const sendin = { username: field(), password: field(), submitted: false, submit: () => (sendin.submitted = true) };
  const document = { login: { username: field(typed.username), password: field(typed.password) }, sendin };
  const context = vm.createContext({ document });
  vm.runInContext(script, context);
  if (vm.runInContext('doLogin()', context) !== false || !sendin.submitted) throw new Error('doLogin did not submit sendin');
  return { username: sendin.username.value, password: sendin.password.value };
}
