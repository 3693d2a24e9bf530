import { createGlobalStyle } from 'styled-components';
import { tokensToCssVariables } from './tokens';

export const GlobalStyle = createGlobalStyle`
  :root {
    ${tokensToCssVariables()}
  }

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

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
