import { consoleSystem } from './console-system';

// Every colour palette the console names (colorPalette props, and the alert and toast statuses).
const USED = ['gray', 'red', 'orange', 'green', 'blue'];
// The CSS variables the system writes on the page, as text.
const tokenCss = JSON.stringify(consoleSystem.getTokenCss());

describe('consoleSystem', () => {
  it.each(USED)('has the %s palette, its shades and its semantic colours', (palette) => {
    expect(consoleSystem.token(`colors.${palette}.500`)).toMatch(/^#[0-9a-f]{6}$/i);
    for (const semantic of ['solid', 'subtle', 'fg', 'contrast']) expect(tokenCss).toContain(`"--chakra-colors-${palette}-${semantic}":`);
  });

  it('leaves out the palettes the console does not use', () => {
    for (const palette of ['teal', 'purple', 'pink', 'cyan', 'yellow']) expect(consoleSystem.token(`colors.${palette}.500`)).toBeUndefined();
    expect(tokenCss).not.toContain('--chakra-colors-teal');
  });

  it("styles the components the console draws, and carries none of Chakra's other recipes", () => {
    for (const key of ['button', 'badge', 'input', 'link', 'heading', 'spinner', 'checkmark']) expect(consoleSystem.hasRecipe(key)).toBe(true);
    for (const key of ['dialog', 'field', 'table', 'tabs', 'toast', 'nativeSelect', 'card', 'alert']) expect(consoleSystem.hasRecipe(key)).toBe(true);
    for (const key of ['accordion', 'slider', 'colorPicker', 'kbd', 'skeleton']) expect(consoleSystem.hasRecipe(key)).toBe(false);
  });

  it("writes a field's error text in red.700 on light backgrounds (AA contrast on white)", () => {
    expect(tokenCss).toContain('"--chakra-colors-fg-error":"var(--chakra-colors-red-700)"');
  });
});
