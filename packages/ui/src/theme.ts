import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's yellow with a darker shade 9. Light-variant components (the warning Alert and Badge) draw
 * their text in shade 9 on shade 1; Mantine's #e67700 reaches only 2.7:1 there, #7a4f00 reaches 6.4:1
 * (WCAG AA asks 4.5:1). In dark mode the same components use shade 0 text, which is unchanged.
 */
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fcc419',
  '#fab005',
  '#f59f00',
  '#f08c00',
  '#7a4f00',
];

/** The product's theme: Mantine blue at shade 8 (5:1 with white) in both schemes, system fonts. */
export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons and blue text on white above 4.5:1 (axe contrast).
  primaryShade: { light: 8, dark: 8 },
  colors: { yellow },
  autoContrast: true,
  defaultRadius: 'sm',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  fontFamilyMonospace:
    'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '650',
  },
  // Plain objects rather than `Alert.extend(...)`: naming a component here would bring its code to
  // every page with the theme (the toast's Notification to a visitor's /heat-load).
  components: {
    Alert: { defaultProps: { variant: 'light' } },
    Loader: { defaultProps: { type: 'oval' } },
    // Mantine 9 keeps every closed Select's dropdown mounted, display: none, so that the first arrow
    // key finds the chosen option. Rendered at once, a building-load file's 30 selects drew all their
    // options, scroll areas and positioned popovers as it opened: most of that page's blocking time.
    // In an Activity they are rendered when the browser is idle and keep no effects while closed.
    Combobox: { defaultProps: { keepMountedMode: 'activity' } },
    // A close button with no name fails axe's button-name rule.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});

/**
 * Darker dimmed and error colours than Mantine's defaults, so secondary text and field errors pass
 * WCAG AA in both schemes: dimmed gray.7 on white is 8.2:1 (gray.6 was 3.3:1) and dark.1 on dark.7
 * is 7.8:1 (dark.2 was 4.0:1); errors red.9 on white 5.5:1 and red.4 on dark.7 6.7:1. The light
 * variant's blue backgrounds one shade lighter: its text (blue.9) on the hovered blue.2 was 4.0:1 (a
 * hovered active NavLink or light button); on blue.0 it is 5.4:1, hovered on blue.1 4.9:1.
 * Pass to `MantineProvider`'s `cssVariablesResolver`.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-blue-light': 'var(--mantine-color-blue-0)',
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-1)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
