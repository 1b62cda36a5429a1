import { createSystem, defaultConfig, type SystemConfig } from '@chakra-ui/react';

/**
 * The colour palettes the console draws with: every `colorPalette` in shell, packages/ui and the
 * remotes (badges, buttons, dialogs), and the palettes Chakra's own recipes and semantic colours
 * name for what the console shows (alerts and toasts by status: blue, orange, green, red, gray).
 * A palette used later must be added here, or its colours are missing (no CSS variable).
 */
const PALETTES = ['gray', 'red', 'orange', 'green', 'blue'];
// Colour tokens that are not palettes, and the semantic colours built on the palettes above.
const PLAIN_COLOURS = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha'];
const SEMANTIC_COLOURS = ['bg', 'fg', 'border'];

function only<T>(values: Record<string, T> | undefined, keys: string[]): Record<string, T> {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([key]) => keys.includes(key)));
}

/**
 * Chakra's default theme with 5 of its 16 colour palettes. Making a system resolves every token and
 * semantic token up front, and the palettes are most of them: in Node, without a CPU slowdown, the
 * default system took 150-450 ms cold against about half that with these palettes (the recipes cost
 * nothing there: a recipe is compiled on its first use, so all of them stay and no component can
 * lose its styling by a recipe left out).
 */
function consoleConfig(): SystemConfig {
  const { theme = {} } = defaultConfig;
  return {
    ...defaultConfig,
    theme: {
      ...theme,
      tokens: { ...theme.tokens, colors: only(theme.tokens?.colors, [...PLAIN_COLOURS, ...PALETTES]) },
      semanticTokens: {
        ...theme.semanticTokens,
        colors: only(theme.semanticTokens?.colors, [...SEMANTIC_COLOURS, ...PALETTES]),
      },
    },
  };
}

// Chakra's error text is red.500 on white (3.8:1), under WCAG AA's 4.5:1 for the small text of a
// field's error: axe flagged every form shown with its errors. red.700 is 6.5:1.
export const consoleSystem = createSystem(consoleConfig(), {
  theme: {
    semanticTokens: {
      colors: { fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } } },
    },
  },
});
