import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { VoucherCardSettings } from '@console/api/contract';
import { optionalText, parseEnvironment } from '../../core/environment';

// The logo travels in the sheet's answer as a data: URL (the content security policy allows images
// from the console and data: only), so it is kept small: a sheet repeats it on every card.
const LOGO_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};
export const LOGO_MAX_BYTES = 256 * 1024;

const environment = z.object({
  ISP_NAME: optionalText,
  ISP_LOGO_FILE: optionalText,
  HOTSPOT_LOGIN_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'an http:// or https:// address' }).nullable()),
});

function logoDataUrl(file: string): string {
  const type = LOGO_TYPES[path.extname(file).toLowerCase()];
  if (!type) throw new Error(`ISP_LOGO_FILE must be a .png, .jpg, .svg or .webp file, not "${file}".`);
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    throw new Error(`ISP_LOGO_FILE "${file}" cannot be read: ${(error as Error).message}`, { cause: error });
  }
  if (bytes.length > LOGO_MAX_BYTES)
    throw new Error(`ISP_LOGO_FILE must be at most ${LOGO_MAX_BYTES / 1024} KB, not ${Math.ceil(bytes.length / 1024)} KB.`);
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/**
 * What every printed voucher card carries besides its own voucher: the ISP's name and logo, and the
 * hotspot's login address (its QR code opens it with the PIN filled). Read once at start; a logo
 * that cannot be used stops the start with the reason, as any other bad setting does.
 */
export function loadVoucherCardSettings(env: NodeJS.ProcessEnv): VoucherCardSettings {
  const e = parseEnvironment(environment, env);
  return { ispName: e.ISP_NAME ?? '', logo: e.ISP_LOGO_FILE ? logoDataUrl(e.ISP_LOGO_FILE) : null, loginUrl: e.HOTSPOT_LOGIN_URL };
}
