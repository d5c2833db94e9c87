// The look of Pena: a calm teal-blue primary, soft neutrals, system fonts that read well
// on the low-end laptops and phones schools use.
import { createTheme, rem } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';

// Shade 7 is the primary (buttons, links, selected tabs, text in the primary colour): dark
// enough for 4.5:1 against white and the light grays and tints it sits on (WCAG 1.4.3).
const pena: MantineColorsTuple = [
  '#e7f6f8',
  '#d2ebef',
  '#a5d5de',
  '#74bdcc',
  '#4ea9bc',
  '#369db2',
  '#2696ad',
  '#0c7489',
  '#005f72',
  '#004b5a',
];

// Mantine's red with shades 6 to 9 darkened: shade 6 (error text, red buttons' fill behind
// white text, red menu items) was 3.3:1 on white; #c92a2a is 5.5:1, and 5.1:1 on red 0.
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#c92a2a',
  '#b02525',
  '#9c2020',
  '#861b1b',
];

const fontFamily =
  "Inter, 'Segoe UI Variable Text', 'Segoe UI', system-ui, -apple-system, BlinkMacSystemFont, Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'pena',
  primaryShade: { light: 7, dark: 5 },
  colors: { pena, red },
  fontFamily,
  fontFamilyMonospace: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  headings: {
    fontFamily,
    fontWeight: '650',
    sizes: {
      h1: { fontSize: rem(28), lineHeight: '1.25' },
      h2: { fontSize: rem(22), lineHeight: '1.3' },
      h3: { fontSize: rem(18), lineHeight: '1.35' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  black: '#1d2b36',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg' } },
    Modal: {
      defaultProps: { radius: 'lg', centered: true, padding: 'lg', overlayProps: { backgroundOpacity: 0.45, blur: 2 } },
      styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    // No focus placeholder inside the dropdown: a menu may hold only menu items (WCAG 4.1.2),
    // and opening one puts focus on its first item, as the ARIA menu pattern has it.
    Menu: { defaultProps: { radius: 'md', shadow: 'md', withInitialFocusPlaceholder: false } },
    Badge: { defaultProps: { radius: 'sm' } },
    // Targets at least 24 px (WCAG 2.5.8): a checkbox without a size of its own is 24 px,
    // not Mantine's 20, and a breadcrumb link is a line of at least 24 px (a phone wraps
    // the crumbs onto lines of their own, one above the other).
    Checkbox: { vars: (_theme: unknown, props: { size?: unknown }) => (props.size ? { root: {} } : { root: { '--checkbox-size': rem(24) } }) },
    Breadcrumbs: { styles: { breadcrumb: { minHeight: rem(24), display: 'inline-flex', alignItems: 'center' } } },
  },
});

/**
 * Secondary ("dimmed") text dark enough to read: Mantine's gray 6 is 3.3:1 on white, below
 * WCAG's 4.5:1 for body text; this gray is 6.1:1 on white and still 4.9:1 on the palest tints
 * (pena 1) that cards and selected rows use.
 */
export const DIMMED_TEXT = '#5c636a';

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT },
  dark: {},
});
