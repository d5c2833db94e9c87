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

// Mantine's orange, teal, green, yellow and lime with shades 8 and 9 darkened: they are the
// text shades ("light" badges and alerts write shade 9 on tint 1 or 2, and notes use c="….8"),
// and Mantine's were 2.5:1 to 4.3:1 there; these are at least 4.5:1 on white and on tints 1
// and 2 (WCAG 1.4.3). Shades 0 to 7 stay Mantine's.
const darkerText = (light: readonly string[], shade8: string, shade9: string): MantineColorsTuple =>
  [...light.slice(0, 8), shade8, shade9] as unknown as MantineColorsTuple;
const orange = darkerText(['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14', '#f76707'], '#b03a09', '#a33608');
const teal = darkerText(['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886', '#0ca678'], '#087f5b', '#066a4c');
const green = darkerText(['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057', '#37b24d'], '#267a37', '#237032');
const yellow = darkerText(['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005', '#f59f00'], '#a35200', '#8f5300');
const lime = darkerText(['#f4fce3', '#e9fac8', '#d8f5a2', '#c0eb75', '#a9e34b', '#94d82d', '#82c91e', '#74b816'], '#4a7a0a', '#456f0a');

const fontFamily =
  "Inter, 'Segoe UI Variable Text', 'Segoe UI', system-ui, -apple-system, BlinkMacSystemFont, Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'pena',
  primaryShade: { light: 7, dark: 5 },
  colors: { pena, red, orange, teal, green, yellow, lime },
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
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    // Placeholders ("Choose…") are read as hints: Mantine's gray 5 is 2.1:1.
    '--mantine-color-placeholder': DIMMED_TEXT,
  },
  dark: {},
});
