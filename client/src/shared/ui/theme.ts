import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// A warm clay accent on neutral greys: the demo shop sells linen, wool and ceramics, and the
// accent must read well both as a filled button and as light badge text.
const clay: MantineColorsTuple = [
  '#fdf3ee',
  '#f6e4da',
  '#eec6b1',
  '#e6a685',
  '#df8b60',
  '#db7a48',
  '#d9713b',
  '#c05f2d',
  '#ab5426',
  '#95461d',
];

// The system font stack: nothing is fetched from another host (many users are offline-first).
const systemFonts =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

// Shared by the app and its tests so that both render with the same theme.
export const theme = createTheme({
  primaryColor: 'clay',
  // Shade 8: white text on it reads at 5.2:1 (WCAG AA asks 4.5; shade 7 gave 4.3).
  primaryShade: 8,
  colors: { clay },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Their close button is an icon alone: it needs a name (the site's dialogs give one in the
  // page's language). Plain objects: naming the components here would bring their code along.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * Mantine's dimmed text (grey 6) reads at 3.3:1 on white, under WCAG AA's 4.5: a darker grey
 * (6.4:1 on white, over 4.5 on the light greys and tints of cards and badges).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
