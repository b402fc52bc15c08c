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

// The display face for headings and the text face for everything else (styles/fonts.css), each
// followed by a local face sized to its metrics and the system's own, for the moment before it loads.
const SANS =
  "'Instrument Sans Variable', 'Instrument Sans Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";
const SERIF = "'Fraunces Variable', 'Fraunces Fallback', Georgia, 'Times New Roman', serif";

/**
 * One type scale for the whole site (styles/global.css defines the steps, a ratio of 1.25 that
 * grows with the window for the display sizes): Mantine's sizes and headings read from it, and the
 * CSS modules use the same variables, so that text and titles keep to a few sizes.
 */
const step = (n: number) => `var(--type-step-${n})`;

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
  fontSizes: { xs: step(-2), sm: step(-1), md: step(0), lg: step(1), xl: step(2) },
  headings: {
    fontFamily: SERIF,
    fontWeight: '560',
    sizes: {
      h1: { fontSize: step(6), lineHeight: '1.04' },
      h2: { fontSize: step(4), lineHeight: '1.12' },
      h3: { fontSize: step(3), lineHeight: '1.2' },
      h4: { fontSize: step(2), lineHeight: '1.3' },
      h5: { fontSize: step(1), lineHeight: '1.4' },
      h6: { fontSize: step(0), lineHeight: '1.4' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
});
