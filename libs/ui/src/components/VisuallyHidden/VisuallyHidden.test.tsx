import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './VisuallyHidden.stories';

const { Default, AllStates } = composeStories(stories);

describe('VisuallyHidden', () => {
  it('names what it sits in for assistive technology', () => {
    render(<Default />);
    expect(screen.getByRole('button', { name: 'Copy referral link' })).toBeInTheDocument();
  });

  it('stays in the accessibility tree while clipped out of sight', () => {
    render(<Default />);
    const text = screen.getByText('Copy referral link');
    expect(text).not.toHaveAttribute('aria-hidden');
    expect(text).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
  });

  it('adds context to a visible label', () => {
    render(<AllStates />);
    // (jsdom joins the inline parts without the space a browser keeps.)
    expect(screen.getByRole('button', { name: /^View\s*the upgrades of ada$/ })).toHaveTextContent(
      'View the upgrades of ada',
    );
  });
});
