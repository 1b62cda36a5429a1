/**
 * MD5 as the login page computes it in the phone's browser (ES5, no library, no request): RouterOS's
 * own pages load md5.js for `hexMD5(chap-id + password + chap-challenge)`; this is the same function
 * written small enough to sit inside login.html. Characters count as their low byte (RouterOS writes
 * chap-id and chap-challenge as octal escapes of bytes 0-255, md5.js reads them the same way).
 * Kept as text: it runs in the page, not here (hotspot-pages.test.ts runs it against node:crypto).
 */
export const HEX_MD5_SCRIPT = `function hexMD5(s) {
  var k = [], r = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21], w = [], n = s.length, i, j;
  for (i = 0; i < 64; ) k[i] = Math.floor(Math.abs(Math.sin(++i)) * 4294967296) | 0;
  for (i = 0; i < n; i++) w[i >> 2] |= (s.charCodeAt(i) & 255) << ((i % 4) * 8);
  w[n >> 2] |= 128 << ((n % 4) * 8);
  var last = (((n + 8) >> 6) << 4) + 14, h = [1732584193, -271733879, -1732584194, 271733878];
  w[last] = n * 8;
  for (i = 0; i < last; i += 16) {
    var a = h[0], b = h[1], c = h[2], d = h[3];
    for (j = 0; j < 64; j++) {
      var q = j >> 4, f, g;
      if (q === 0) { f = (b & c) | (~b & d); g = j; }
      else if (q === 1) { f = (d & b) | (~d & c); g = (5 * j + 1) % 16; }
      else if (q === 2) { f = b ^ c ^ d; g = (3 * j + 5) % 16; }
      else { f = c ^ (b | ~d); g = (7 * j) % 16; }
      var x = (a + f + k[j] + (w[i + g] | 0)) | 0, t = r[q * 4 + (j % 4)];
      a = d; d = c; c = b;
      b = (b + ((x << t) | (x >>> (32 - t)))) | 0;
    }
    h[0] = (h[0] + a) | 0; h[1] = (h[1] + b) | 0; h[2] = (h[2] + c) | 0; h[3] = (h[3] + d) | 0;
  }
  var out = '';
  for (i = 0; i < 16; i++) out += (((h[i >> 2] >>> ((i % 4) * 8)) & 255) | 256).toString(16).slice(1);
  return out;
}`;
