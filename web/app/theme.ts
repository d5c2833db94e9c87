// The look of Pena: a calm teal-blue primary, soft neutrals, system fonts that read well
// on the low-end laptops and phones schools use.
import { createTheme, rem } from '@mantine/core';
import type { MantineColorsTuple } from '@mantine/core';

const pena: MantineColorsTuple = [
  '#e7f6f8',
  '#d2ebef',
  '#a5d5de',
  '#74bdcc',
  '#4ea9bc',
  '#369db2',
  '#2696ad',
  '#148198',
  '#007288',
  '#005d70',
];

const fontFamily =
  "Inter, 'Segoe UI Variable Text', 'Segoe UI', system-ui, -apple-system, BlinkMacSystemFont, Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'pena',
  primaryShade: { light: 7, dark: 5 },
  colors: { pena },
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
    Menu: { defaultProps: { radius: 'md', shadow: 'md' } },
    Badge: { defaultProps: { radius: 'sm' } },
  },
});
