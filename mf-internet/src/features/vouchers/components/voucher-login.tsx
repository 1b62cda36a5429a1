import { QrCode as ChakraQrCode } from '@console/ui';

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
 * A QR code of `text` as an SVG of dark squares, drawn in the first render from the code's modules
 * (no canvas, no waiting), so it is on the page when the print dialog opens and prints sharp at any
 * size. Error correction M and a quiet zone of two modules; the sheet's stylesheet sizes it
 * (`.voucher-card__qr`), so the root takes no box of its own and the recipe's sizes are left out.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  return (
    <ChakraQrCode.Root value={text} encoding={{ ecc: 'M', border: 2 }} unstyled display="contents">
      <ChakraQrCode.Frame className="voucher-card__qr" role="img" aria-label={label} data-text={text} shapeRendering="crispEdges">
        <title>{label}</title>
        <rect width="100%" height="100%" fill="#fff" />
        <ChakraQrCode.Pattern fill="#000" />
      </ChakraQrCode.Frame>
    </ChakraQrCode.Root>
  );
}
