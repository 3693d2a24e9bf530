import { cssVarName, tokens, type Tokens } from './tokens';

type VarGroup<T> = { readonly [K in keyof T]: string };

/** Each token as `var(--kola-…, <raw value>)`: works with or without GlobalStyle mounted. */
function asVars<G extends keyof Tokens>(group: G): VarGroup<Tokens[G]> {
  const values = tokens[group] as Record<string, string>;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, `var(${cssVarName(group, name)}, ${value})`]),
  ) as VarGroup<Tokens[G]>;
}

export const theme = {
  colors: asVars('colors'),
  space: asVars('space'),
  radii: asVars('radii'),
  fonts: asVars('fonts'),
  fontSizes: asVars('fontSizes'),
  fontWeights: asVars('fontWeights'),
  shadows: asVars('shadows'),
  zIndices: asVars('zIndices'),
  durations: asVars('durations'),
  /** Raw values: media queries cannot read CSS variables. */
  breakpoints: tokens.breakpoints,
  media: {
    sm: `@media (min-width: ${tokens.breakpoints.sm})`,
    md: `@media (min-width: ${tokens.breakpoints.md})`,
    lg: `@media (min-width: ${tokens.breakpoints.lg})`,
    belowMd: `@media (max-width: calc(${tokens.breakpoints.md} - 1px))`,
  },
  /** Raw values for the rare place that needs them (e.g. canvas, meta theme-color). */
  raw: tokens,
};

export type AppTheme = typeof theme;
