import { createGlobalStyle } from 'styled-components';
import { tokensToCssVariables } from './tokens';

/** The `:root` rule declaring every token as a `--kola-*` custom property. */
export const tokenVariablesCss = `:root {\n${tokensToCssVariables()}\n}`;

/**
 * Every design token as a CSS variable on :root, in a plain <style> that React 19 hoists into
 * <head> and de-duplicates by href. Unlike createGlobalStyle it does not depend on which
 * styled-components build runs (the Node build used by jsdom tests and SSR never injects global
 * styles on the client), so the variables are always there.
 */
export function TokenVariables() {
  return (
    <style href="kola-design-tokens" precedence="kola-tokens">
      {tokenVariablesCss}
    </style>
  );
}

const BaseGlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.gray900};
    background: ${({ theme }) => theme.colors.gray50};
  }

  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: 1.25;
  }

  a {
    color: ${({ theme }) => theme.colors.brand700};
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand500};
    outline-offset: 2px;
  }

  /*
   * Reduced motion: no transitions at all, and animations over at once. Not a tiny transition
   * duration: every element's transition-property defaults to "all", so even an element with no
   * transition of its own would then animate each change, its inherited visibility too (a drawer's
   * links stayed hidden for a frame after it opened, and its first link could not take focus).
   */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition: none !important;
    }
  }
`;

/** Global CSS: the token variables on :root, box sizing, body type and focus rings. */
export function GlobalStyle() {
  return (
    <>
      <TokenVariables />
      <BaseGlobalStyle />
    </>
  );
}
