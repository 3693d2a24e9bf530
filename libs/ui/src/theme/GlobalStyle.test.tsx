import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokens, tokensToCssVariables, cssVarName } from './tokens';
import { theme } from './theme';
import { UiProvider } from './UiProvider';

/** The text of every <style> in the document. */
const injectedCss = () =>
  [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

/** The declarations of the injected `:root` rule(s), as name → value. */
const rootDeclarations = () => {
  const declarations = new Map<string, string>();
  for (const match of injectedCss().matchAll(/:root\s*\{([^}]*)\}/g)) {
    for (const declaration of (match[1] ?? '').split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0)
        declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
    }
  }
  return declarations;
};

const allTokens = () =>
  Object.entries(tokens).flatMap(([group, values]) =>
    Object.entries(values as Record<string, string>).map(
      ([name, value]) => [cssVarName(group, name), value] as const,
    ),
  );

describe('theme tokens as CSS variables', () => {
  it('names variables --kola-<group>-<name> in kebab case', () => {
    expect(cssVarName('colors', 'brand500')).toBe('--kola-colors-brand-500');
    expect(cssVarName('colors', 'successBg')).toBe('--kola-colors-success-bg');
    expect(cssVarName('fontSizes', 'xl')).toBe('--kola-font-sizes-xl');
    expect(cssVarName('space', 4)).toBe('--kola-space-4');
  });

  it('declares every token once', () => {
    const css = tokensToCssVariables();
    for (const [name, value] of allTokens()) expect(css).toContain(`${name}: ${value};`);
    expect(css.split('\n')).toHaveLength(allTokens().length);
  });

  it('UiProvider (GlobalStyle) writes every token on :root', () => {
    render(<UiProvider>page</UiProvider>);
    const declared = rootDeclarations();
    expect(declared.size).toBe(allTokens().length);
    for (const [name, value] of allTokens()) expect(declared.get(name), name).toBe(value);
    expect(
      getComputedStyle(document.documentElement).getPropertyValue('--kola-colors-brand-500').trim(),
    ).toBe(tokens.colors.brand500);
  });

  it('emits the variables once however many providers are mounted', () => {
    render(
      <UiProvider>
        <UiProvider>nested</UiProvider>
      </UiProvider>,
    );
    expect(document.head.querySelectorAll('style[data-href="kola-design-tokens"]')).toHaveLength(1);
  });

  it('theme values read those variables, with the raw token as fallback', () => {
    expect(theme.colors.brand500).toBe(`var(--kola-colors-brand-500, ${tokens.colors.brand500})`);
    expect(theme.space[4]).toBe(`var(--kola-space-4, ${tokens.space[4]})`);
  });
});
