import { HEX_MD5_SCRIPT } from './hotspot-md5';

/** What the pages carry besides RouterOS's variables. */
export interface HotspotBranding {
  /** The ISP's name (ISP_NAME, as on the voucher cards); the pages say 'Wi-Fi' when it is not set. */
  ispName: string;
  /** The ISP's logo as the voucher cards carry it (a data: URL), or none. */
  logo: string | null;
  /** The self-service portal's address ("check usage", "recharge"): {PUBLIC_URL}/portal. */
  portalUrl: string;
}

/** One file of the set: its name inside the hotspot directory and its content. */
export type HotspotFile = { name: string; content: string | Uint8Array };

const LOGO_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg', 'image/webp': 'webp' };

/**
 * Text as HTML, with `$` written as an entity too: RouterOS expands `$(...)` anywhere in a page, so an
 * ISP named "$(username)" would otherwise show the visitor's login in its place.
 */
export function escapeHotspotText(text: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', $: '&#36;' };
  return text.replace(/[&<>"'$]/g, (c) => entities[c]);
}

/** The logo as a file of the set (the pages link it: a data: URL would be repeated in all five). */
function logoFile(logo: string | null): HotspotFile | null {
  const match = logo?.match(/^data:([^;,]+);base64,(.*)$/);
  const extension = match && LOGO_EXTENSIONS[match[1]];
  if (!match || !extension) return null;
  return { name: `img/logo.${extension}`, content: Buffer.from(match[2], 'base64') };
}

// One small style for the five pages: a phone first (one column, big touch targets), centred on a desktop.
const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#eef2f6}
main{max-width:26rem;margin:0 auto;padding:1.5rem 1rem}.card{background:#fff;border-radius:12px;padding:1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
header{text-align:center;margin-bottom:1rem}header img{max-width:8rem;max-height:4rem}h1{font-size:1.4rem;margin:.25rem 0}h2{font-size:1.15rem;margin:0 0 .75rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}small{color:#5a6270;font-weight:400}
input{width:100%;font-size:1.1rem;padding:.7rem;border:1px solid #8a94a3;border-radius:8px}
button,.button{display:block;width:100%;margin-top:1rem;padding:.8rem;font-size:1.1rem;font-weight:600;text-align:center;color:#fff;background:#0b5cad;border:0;border-radius:8px;text-decoration:none}
.error{color:#8a1c1c;background:#fdecec;border-radius:8px;padding:.6rem .75rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}dt{color:#5a6270}dd{margin:0;font-weight:600}
nav{display:flex;gap:1rem;justify-content:center;margin-top:1.25rem}nav a{color:#0b5cad;font-weight:600}`;

interface Page {
  title: string;
  body: string;
  /** Inside <head> after the style (a refresh, a script). */
  head?: string;
}

/** The portal's two links, under every page. */
function portalLinks(portalUrl: string): string {
  const url = escapeHotspotText(portalUrl);
  return `<nav><a href="${url}">Check usage</a><a href="${url}/recharge">Recharge</a></nav>`;
}

function pageHtml(branding: HotspotBranding, logo: HotspotFile | null, page: Page): string {
  const name = escapeHotspotText(branding.ispName || 'Wi-Fi');
  const image = logo ? `<img src="${logo.name}" alt="${name} logo">` : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="pragma" content="no-cache">
<meta http-equiv="expires" content="-1">
<title>${name}: ${page.title}</title>
<style>${STYLE}</style>${page.head ?? ''}
</head>
<body>
<main>
<header>${image}<h1>${name}</h1></header>
<div class="card">
<h2>${page.title}</h2>
${page.body}
</div>
${portalLinks(branding.portalUrl)}
</main>
</body>
</html>
`;
}

/**
 * login.html. One field takes a voucher PIN or a subscriber's username; the password may stay empty
 * for a voucher, whose PIN is also its password (the console's radcheck). The visible form never
 * posts the password: its submit fills the hidden form `sendin` (RouterOS's own pattern) with, when
 * the hotspot offers CHAP ($(chap-id) set), hexMD5(chap-id + password + chap-challenge), which RouterOS
 * sends as CHAP-Password; otherwise the password itself (PAP). The script is not strict mode on
 * purpose: RouterOS writes chap-id and chap-challenge as octal escapes ('\\123'), which strict mode refuses.
 */
function loginBody(): Page {
  const script = `<script>
${HEX_MD5_SCRIPT}
function doLogin() {
  var login = document.login, sendin = document.sendin;
  var password = login.password.value || login.username.value;
  sendin.username.value = login.username.value;
  sendin.password.value = password;
  $(if chap-id)sendin.password.value = hexMD5('$(chap-id)' + password + '$(chap-challenge)');$(endif)
  sendin.submit();
  return false;
}
</script>`;
  const body = `$(if error)<p class="error" role="alert">$(error)</p>$(endif)
<form name="sendin" action="$(link-login-only)" method="post" hidden>
<input type="hidden" name="username"><input type="hidden" name="password">
<input type="hidden" name="dst" value="$(link-orig)"><input type="hidden" name="popup" value="true">
</form>
<form name="login" action="$(link-login-only)" method="post" onsubmit="return doLogin()">
<label for="username">Voucher PIN or username</label>
<input id="username" name="username" value="$(username)" autocomplete="username" autocapitalize="none" autocorrect="off" spellcheck="false" required>
<label for="password">Password <small>(not needed for a voucher)</small></label>
<input id="password" name="password" type="password" autocomplete="current-password">
<input type="hidden" name="dst" value="$(link-orig)"><input type="hidden" name="popup" value="true">
<button type="submit">Connect</button>
</form>`;
  return { title: 'Connect to the internet', head: `\n${script}`, body };
}

/** What status.html and logout.html both show of the session. */
const SESSION_FACTS = `<dt>Login</dt><dd>$(username)</dd>
<dt>IP address</dt><dd>$(ip)</dd>
<dt>MAC address</dt><dd>$(mac)</dd>
<dt>Online for</dt><dd>$(uptime)</dd>
<dt>Downloaded</dt><dd>$(bytes-out-nice)</dd>
<dt>Uploaded</dt><dd>$(bytes-in-nice)</dd>`;

const PAGES: Record<string, () => Page> = {
  'login.html': loginBody,
  // After a login: RouterOS shows it and the visitor goes on to what they first asked for.
  'alogin.html': () => ({
    title: 'You are online',
    body: `<p>Welcome, $(username).</p>
$(if link-redirect)<a class="button" href="$(link-redirect)">Continue</a>$(endif)
<nav><a href="$(link-status)">Status</a><a href="$(link-logout)">Log out</a></nav>`,
  }),
  // RouterOS refreshes it every refresh-timeout (the hotspot profile's status-autorefresh).
  'status.html': () => ({
    title: 'You are online',
    head: `$(if refresh-timeout)\n<meta http-equiv="refresh" content="$(refresh-timeout-secs)">$(endif)`,
    body: `<dl>
${SESSION_FACTS}
$(if session-time-left)<dt>Time left</dt><dd>$(session-time-left)</dd>$(endif)
</dl>
<form action="$(link-logout)" name="logout" method="post"><input type="hidden" name="erase-cookie" value="on"><button type="submit">Log out</button></form>`,
  }),
  'logout.html': () => ({
    title: 'You have logged out',
    body: `<dl>
${SESSION_FACTS}
</dl>
<a class="button" href="$(link-login)">Log in again</a>`,
  }),
  // RouterOS's page for fatal errors (a login it refuses comes back to login.html with $(error)).
  'error.html': () => ({
    title: 'Cannot connect',
    body: `<p class="error" role="alert">$(error)</p>
<a class="button" href="$(link-login-only)">Try again</a>`,
  }),
};

/** The file names RouterOS looks for in the hotspot directory, in the order the README lists them. */
export const HOTSPOT_PAGE_NAMES = Object.keys(PAGES);

/**
 * The MikroTik hotspot page set (docs/portal.md "Hotspot pages"): the five pages with RouterOS's
 * `$(...)` variables left for the router to fill, and the ISP's logo. Small (no framework, one inline
 * style), and they fetch nothing from outside the router: before login nothing outside is reachable.
 */
export function hotspotPages(branding: HotspotBranding): HotspotFile[] {
  const logo = logoFile(branding.logo);
  const pages = Object.entries(PAGES).map(([name, page]) => ({ name, content: pageHtml(branding, logo, page()) }));
  return logo ? [...pages, logo] : pages;
}
