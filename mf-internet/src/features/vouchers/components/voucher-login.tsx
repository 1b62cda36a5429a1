import QRCode from 'qrcode';

/**
 * The hotspot login page with a voucher's PIN filled: `{pin}` in the configured address stands for
 * it; otherwise the PIN is sent as `username` and `password`, the fields MikroTik's login page reads
 * (a voucher's login and password are both its PIN, docs/internet.md).
 */
export function loginLink(loginUrl: string, pin: string): string {
  if (loginUrl.includes('{pin}')) return loginUrl.replaceAll('{pin}', encodeURIComponent(pin));
  const url = new URL(loginUrl);
  url.searchParams.set('username', pin);
  url.searchParams.set('password', pin);
  return url.toString();
}

/** The address as printed for typing: no scheme, no query, no trailing slash ('hotspot.isp.ng/login'). */
export const printedAddress = (loginUrl: string): string => {
  const url = new URL(loginUrl.replaceAll('{pin}', ''));
  return `${url.host}${url.pathname}`.replace(/\/$/, '');
};

/**
 * A QR code of `text` as an SVG of dark squares, drawn at once from the code's modules (no canvas, no
 * waiting), so it is on the page when the print dialog opens and prints sharp at any size.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const quiet = 2;
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) if (modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
  }
  return (
    <svg
      className="voucher-card__qr"
      role="img"
      aria-label={label}
      data-text={text}
      viewBox={`0 0 ${size + 2 * quiet} ${size + 2 * quiet}`}
      shapeRendering="crispEdges"
    >
      <title>{label}</title>
      <rect width="100%" height="100%" fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
