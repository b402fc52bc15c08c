import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Ink navy: Mantine's dark scheme reads `dark[7]` as the page background and `dark[0]` as text. */
const ink: MantineColorsTuple = [
  '#e4e8f1',
  '#c3cad9',
  '#9aa4bd',
  '#6f7b99',
  '#49557a',
  '#2c3758',
  '#1a2441',
  '#0d1528',
  '#09101f',
  '#060b16',
];

/** Warm sunset orange, the brand's accent. */
const sunset: MantineColorsTuple = [
  '#fff3e8',
  '#ffe3cc',
  '#ffc699',
  '#ffa763',
  '#ff8c36',
  '#ff7a1a',
  '#f26b0b',
  '#d85c04',
  '#c04f00',
  '#a64200',
];

/** The page background, also used by index.html's theme-color and the pre-render CSS. */
export const INK_BACKGROUND = ink[7];

// System fonts only: nothing is downloaded before the first paint.
const SANS =
  "system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";
const SERIF =
  "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Times New Roman', serif";

export const theme = createTheme({
  primaryColor: 'sunset',
  // The site is dark only (App forces it): one shade, bright enough that autoContrast picks ink text.
  primaryShade: 5,
  colors: { dark: ink, sunset },
  // Orange fills are light: autoContrast puts `black` (ink navy, not pure black) on them.
  autoContrast: true,
  black: ink[9],
  white: '#ffffff',
  fontFamily: SANS,
  headings: { fontFamily: SERIF, fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
});
