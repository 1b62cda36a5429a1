import { createSystem, defaultBaseConfig, mergeConfigs, type SystemConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  qrCodeSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

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

/**
 * The recipes of the Chakra components the console draws (packages/ui/src/chakra.ts and packages/ui
 * itself), and of the parts they draw inside (a checkbox's checkmark, a loading button's spinner,
 * a field's icon). Chakra's other 60 are left out: `defaultConfig` imports every one, and Chakra is
 * bundled into @console/ui (not shared), so only these reach the browser. A component without its
 * recipe here renders unstyled: adding a component to chakra.ts means adding its recipe here.
 */
const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};
const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  qrCode: qrCodeSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

function only<T>(values: Record<string, T> | undefined, keys: string[]): Record<string, T> {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([key]) => keys.includes(key)));
}

/**
 * Chakra's default theme (`defaultConfig` is `defaultBaseConfig` with this theme) with 5 of its 16
 * colour palettes and the recipes above. Making a system resolves every token and semantic token up
 * front, and the palettes are most of them: in Node, without a CPU slowdown, the default system took
 * 150-450 ms cold against about half that with these palettes.
 */
function consoleConfig(): SystemConfig {
  return mergeConfigs(defaultBaseConfig, {
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: { ...tokens, colors: only(tokens.colors, [...PLAIN_COLOURS, ...PALETTES]) },
      semanticTokens: { ...semanticTokens, colors: only(semanticTokens.colors, [...SEMANTIC_COLOURS, ...PALETTES]) },
      recipes: RECIPES,
      slotRecipes: SLOT_RECIPES,
      textStyles,
      layerStyles,
      animationStyles,
    },
  });
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
