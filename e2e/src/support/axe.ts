import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe-core's default rules over the page as it is now, in about half the time of AxeBuilder's
 * default run: that one (axe.runPartial in each frame, then axe.finishRun in a blank page it opens
 * and loads axe-core into) is for frames of other origins, and the console has no frames, so
 * axe.run in the page (legacy mode) sees the same DOM with the same rules. axe-core is loaded once
 * per document: loading it again before each scan of the same page (its errors shown, a dialog
 * open) throws away the engine's warmed-up code, and the scan takes three times as long (hence ';'
 * as the source once it is there: nothing to load).
 */
export async function scanWithAxe(page: Page): ReturnType<AxeBuilder['analyze']> {
  const loaded = await page.evaluate(() => 'axe' in window);
  return new AxeBuilder({ page, axeSource: loaded ? ';' : undefined }).setLegacyMode().analyze();
}
