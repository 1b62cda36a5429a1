import { matchTotpStep, totpUri } from './totp';

// RFC 6238 Appendix B, SHA1 rows; the secret is ASCII "12345678901234567890". Our codes have six
// digits, which are the last six of the RFC's eight.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('accepts the RFC code at T=%i', (seconds, eight) => {
    expect(matchTotpStep(RFC_SECRET, eight.slice(-6), seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it('accepts one step of drift and no more', () => {
    const [seconds, eight] = VECTORS[3];
    const code = eight.slice(-6);
    expect(matchTotpStep(RFC_SECRET, code, (seconds + 30) * 1000)).toBe(Math.floor(seconds / 30));
    expect(matchTotpStep(RFC_SECRET, code, (seconds + 90) * 1000)).toBeNull();
  });

  it('refuses codes that are not six digits', () => {
    expect(matchTotpStep(RFC_SECRET, '12345', 59_000)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, 'abcdef', 59_000)).toBeNull();
  });

  it('writes an otpauth URI that authenticators scan', () => {
    expect(totpUri(RFC_SECRET, 'ada@example.com')).toMatch(
      /^otpauth:\/\/totp\/Staff%20Console:ada%40example\.com\?.*secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ/,
    );
  });
});
