/**
 * Design tokens: the single source of colours, spacing, radii, fonts and breakpoints.
 * They are read through `theme` in styled components and also emitted as CSS variables
 * (`--kola-*`) by GlobalStyle, so a later move away from runtime CSS-in-JS stays cheap.
 */
export const tokens = {
  colors: {
    // Brand: calm herbal greens.
    brand50: '#eef7f0',
    brand100: '#d5ecdb',
    brand200: '#aad8b7',
    brand500: '#2f8f55',
    brand600: '#247545',
    brand700: '#1b5c36',
    brand900: '#0f3620',
    accent: '#c9a227',
    // Neutrals.
    white: '#ffffff',
    gray50: '#f7f8f7',
    gray100: '#eef0ee',
    gray200: '#dde1dd',
    gray300: '#c3c9c4',
    gray500: '#6b736d',
    gray600: '#525a54',
    gray700: '#3a413c',
    gray900: '#1a1f1b',
    // Feedback.
    success: '#1e7d45',
    successBg: '#e6f4eb',
    info: '#1f5f9e',
    infoBg: '#e7f0fa',
    warning: '#8a5a00',
    warningBg: '#fdf3dc',
    danger: '#b42318',
    dangerBg: '#fdecea',
    overlay: 'rgba(15, 25, 18, 0.55)',
  },
  space: {
    0: '0',
    /** Hairline steps (2px): badge padding, gaps between stacked menu entries. */
    half: '0.125rem',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.5rem',
    6: '2rem',
    7: '3rem',
  },
  radii: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    pill: '999px',
  },
  fonts: {
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Inter', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: '2rem',
    display: '3.5rem',
  },
  fontWeights: { regular: '400', medium: '500', bold: '700' },
  shadows: {
    sm: '0 1px 2px rgba(15, 25, 18, 0.08)',
    md: '0 4px 16px rgba(15, 25, 18, 0.12)',
    focus: '0 0 0 3px #aad8b7',
  },
  breakpoints: {
    sm: '480px',
    md: '768px',
    lg: '1024px',
  },
  zIndices: { sidebar: '20', overlay: '40', dialog: '50', toast: '60' },
  durations: { fast: '120ms', normal: '200ms' },
} as const;

export type Tokens = typeof tokens;

const kebab = (name: string) => name.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();

/** `--kola-<group>-<name>` for one token. */
export function cssVarName(group: string, name: string | number): string {
  return `--kola-${kebab(group)}-${kebab(String(name))}`;
}

/** All tokens as CSS custom-property declarations, for `:root`. */
export function tokensToCssVariables(source: Tokens = tokens): string {
  return Object.entries(source)
    .flatMap(([group, values]) =>
      Object.entries(values as Record<string, string>).map(
        ([name, value]) => `${cssVarName(group, name)}: ${value};`,
      ),
    )
    .join('\n');
}
