/**
 * RouterOS's hotspot page language, as the router fills a page before serving it (MikroTik's manual,
 * "HotSpot customisation"): `$(name)` is the variable's value (empty when unset), and
 * `$(if name)`, `$(if name == value)`, `$(if name != value)`, `$(elif ...)`, `$(else)`, `$(endif)`
 * keep or drop what they enclose; a variable is true when it is not empty. Values go in as they are,
 * as RouterOS puts them. For the stand-in hotspot and the page tests only.
 */
export function fillRouterOsPage(page: string, variables: Record<string, string | undefined>): string {
  const value = (name: string) => variables[name] ?? '';
  const holds = (condition: string) => {
    const compared = condition.match(/^\s*([a-z0-9-]+)\s*(==|!=)\s*(.*?)\s*$/);
    if (!compared) return value(condition.trim()) !== '';
    return (value(compared[1]) === compared[3]) === (compared[2] === '==');
  };
  // One frame per open $(if): whether its enclosing text is shown, whether a branch was taken, and whether the current one is.
  const frames: Array<{ outer: boolean; taken: boolean; on: boolean }> = [];
  const showing = () => frames.every((frame) => frame.on);
  let out = '';
  let at = 0;
  for (const match of page.matchAll(/\$\((?:(if|elif) ([^)]*)|(else|endif)|([a-z0-9-]+))\)/g)) {
    if (showing()) out += page.slice(at, match.index);
    at = match.index + match[0].length;
    const [, branch, condition, word, name] = match;
    const frame = frames[frames.length - 1];
    if (branch === 'if') {
      const outer = showing();
      const on = outer && holds(condition);
      frames.push({ outer, taken: on, on });
    } else if (branch === 'elif' || word === 'else') {
      if (!frame) throw new Error(`$(${branch ?? word}) without $(if)`);
      frame.on = frame.outer && !frame.taken && (word === 'else' || holds(condition));
      frame.taken ||= frame.on;
    } else if (word === 'endif') {
      if (!frames.pop()) throw new Error('$(endif) without $(if)');
    } else if (showing()) out += value(name);
  }
  if (frames.length) throw new Error('$(if) without $(endif)');
  return out + page.slice(at);
}

/** A byte string as RouterOS writes $(chap-id) and $(chap-challenge) for the page's script: octal escapes. */
export function octalEscaped(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => `\\${byte.toString(8).padStart(3, '0')}`).join('');
}
