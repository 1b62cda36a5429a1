import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, headless, quiet: no GPU, no QUIC, no background traffic that would show in a
 * network log or a timing. Playwright gives each launch a fresh profile.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
