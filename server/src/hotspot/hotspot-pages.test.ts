import crypto from 'node:crypto';
import vm from 'node:vm';
import { HEX_MD5_SCRIPT } from './hotspot-md5';
import { escapeHotspotText, hotspotPages, HOTSPOT_PAGE_NAMES, type HotspotBranding } from './hotspot-pages';
import { submittedByLoginScript } from './testing/login-script';
import { fillRouterOsPage, octalEscaped } from './testing/routeros-template';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const BRANDING: HotspotBranding = {
  ispName: 'Ọ̀yọ́ Net',
  logo: `data:image/png;base64,${PNG.toString('base64')}`,
  portalUrl: 'https://console.oyo.example/portal',
};

const pageOf = (branding: HotspotBranding, name: string) => String(hotspotPages(branding).find((file) => file.name === name)?.content);

// What RouterOS fills in on a login page it serves with CHAP on.
const CHAP_ID = Buffer.from([0o357]);
const CHALLENGE = crypto.randomBytes(16);
const LOGIN_VARIABLES = {
  'link-login-only': 'http://10.5.50.1/login',
  'link-orig': 'http://example.com/',
  'chap-id': octalEscaped(CHAP_ID),
  'chap-challenge': octalEscaped(CHALLENGE),
};

/** The page's hexMD5, run as the phone's browser runs it (not strict mode, octal escapes and all). */
function pageHexMd5(expression: string): string {
  return vm.runInNewContext(`${HEX_MD5_SCRIPT}\n${expression}`) as string;
}

describe('hotspot pages', () => {
  it('are the five pages RouterOS looks for, and the logo beside them', () => {
    expect(hotspotPages(BRANDING).map((file) => file.name)).toEqual([
      'login.html',
      'alogin.html',
      'status.html',
      'logout.html',
      'error.html',
      'img/logo.png',
    ]);
    expect(HOTSPOT_PAGE_NAMES).toEqual(['login.html', 'alogin.html', 'status.html', 'logout.html', 'error.html']);
    expect(hotspotPages(BRANDING)[5].content).toEqual(PNG);
    for (const name of HOTSPOT_PAGE_NAMES) expect(pageOf(BRANDING, name)).toContain('<img src="img/logo.png" alt="Ọ̀yọ́ Net logo">');
    // No logo configured: no image and no file.
    expect(hotspotPages({ ...BRANDING, logo: null }).map((file) => file.name)).not.toContain('img/logo.png');
    expect(pageOf({ ...BRANDING, logo: null }, 'login.html')).not.toContain('<img');
  });

  it("keep RouterOS's variables for the router to fill", () => {
    const login = pageOf(BRANDING, 'login.html');
    for (const variable of ['$(link-login-only)', '$(link-orig)', '$(username)', '$(error)', "'$(chap-id)'", "'$(chap-challenge)'"]) {
      expect(login).toContain(variable);
    }
    expect(login).toContain('$(if error)');
    expect(login).toContain('$(if chap-id)');
    const status = pageOf(BRANDING, 'status.html');
    for (const variable of [
      '$(username)',
      '$(ip)',
      '$(mac)',
      '$(uptime)',
      '$(bytes-in-nice)',
      '$(bytes-out-nice)',
      '$(link-logout)',
      '$(session-time-left)',
    ]) {
      expect(status).toContain(variable);
    }
    expect(pageOf(BRANDING, 'alogin.html')).toContain('$(link-status)');
    expect(pageOf(BRANDING, 'logout.html')).toContain('$(link-login)');
    expect(pageOf(BRANDING, 'error.html')).toContain('$(error)');
  });

  it('fill as RouterOS fills them: with CHAP, the page sends hexMD5(chap-id + password + chap-challenge)', () => {
    const filled = fillRouterOsPage(pageOf(BRANDING, 'login.html'), LOGIN_VARIABLES);
    expect(filled).not.toMatch(/\$\(/);
    expect(filled).toContain('<form name="sendin" action="http://10.5.50.1/login" method="post" hidden>');
    expect(filled).not.toContain('class="error"');
    const md5 = (password: string) =>
      crypto
        .createHash('md5')
        .update(Buffer.concat([CHAP_ID, Buffer.from(password), CHALLENGE]))
        .digest('hex');
    expect(submittedByLoginScript(filled, { username: 'ada.obi', password: 'net-pass-1' })).toEqual({
      username: 'ada.obi',
      password: md5('net-pass-1'),
    });
    // A voucher: the PIN alone, which is its password too.
    expect(submittedByLoginScript(filled, { username: '4912345678', password: '' })).toEqual({ username: '4912345678', password: md5('4912345678') });
  });

  it('fill without CHAP (http-pap) to a page that posts the password itself, and show the error', () => {
    const filled = fillRouterOsPage(pageOf(BRANDING, 'login.html'), { ...LOGIN_VARIABLES, 'chap-id': '', error: 'invalid username or password' });
    expect(filled).not.toContain("hexMD5('");
    expect(filled).toContain('<p class="error" role="alert">invalid username or password</p>');
  });

  it('compute MD5 in the page as node:crypto does, for every length and byte', () => {
    for (const text of ['', 'a', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(64), 'q'.repeat(119), '\u00ff\u0000\u0080pin']) {
      expect(pageHexMd5(`hexMD5(${JSON.stringify(text)})`)).toBe(crypto.createHash('md5').update(Buffer.from(text, 'latin1')).digest('hex'));
    }
  });

  it("escape the ISP's name, so that RouterOS expands nothing in it either", () => {
    const branding = { ...BRANDING, ispName: `Ade & Sons <b>"Net"</b> $(username)` };
    const escaped = 'Ade &amp; Sons &lt;b&gt;&quot;Net&quot;&lt;/b&gt; &#36;(username)';
    expect(escapeHotspotText(branding.ispName)).toBe(escaped);
    const filled = fillRouterOsPage(pageOf(branding, 'status.html'), { username: 'VISITOR' });
    expect(filled).toContain(`<title>${escaped}: You are online</title>`);
    expect(filled).toContain(`<h1>${escaped}</h1>`);
    expect(filled.match(/VISITOR/g)).toHaveLength(1);
  });

  it('link the portal, fetch nothing from elsewhere and stay small', () => {
    for (const name of HOTSPOT_PAGE_NAMES) {
      const page = pageOf(BRANDING, name);
      expect(page).toContain('<a href="https://console.oyo.example/portal">Check usage</a>');
      expect(page).toContain('<a href="https://console.oyo.example/portal/recharge">Recharge</a>');
      expect(page).not.toMatch(/<script[^>]+src|<link|@import|url\(/);
      expect(page).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
      expect(Buffer.byteLength(page)).toBeLessThan(page.includes('hexMD5') ? 8000 : 4000);
    }
  });
});

describe('RouterOS page language (the stand-in hotspot)', () => {
  it('keeps the branch that holds, nested, with comparisons', () => {
    const page = '$(if a)A$(if b)B$(else)notB$(endif)$(elif c)C$(else)none$(endif)|$(if x == 1)one$(elif x != 2)other$(endif)';
    expect(fillRouterOsPage(page, { a: 'y', b: '', x: '1' })).toBe('AnotB|one');
    expect(fillRouterOsPage(page, { c: 'y', x: '3' })).toBe('C|other');
    expect(fillRouterOsPage(page, { x: '2' })).toBe('none|');
    expect(() => fillRouterOsPage('$(if a)', {})).toThrow('$(if) without $(endif)');
    expect(octalEscaped(Buffer.from([0, 8, 255]))).toBe('\\000\\010\\377');
  });
});
