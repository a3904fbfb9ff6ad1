import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  primaryShade: 7,
  colors: { clay },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
