import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './NairaAmount.stories';

const { Default, EnNg, Empty, Negative } = composeStories(stories);

describe('NairaAmount', () => {
  it.each([
    [12345, '₦12,345.00'],
    [0, '₦0.00'],
    [0.1 + 0.2, '₦0.30'],
    [1234567.891, '₦1,234,567.89'],
    [-1500.25, '-₦1,500.25'],
  ])('shows %s naira as %s', (value, text) => {
    render(<Default value={value} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('formats en-NG with 2 decimals', () => {
    render(<EnNg />);
    expect(screen.getByText('₦2,450,000.50')).toHaveAttribute('data-locale', 'en-NG');
  });

  it('marks a negative amount', () => {
    render(<Negative />);
    expect(screen.getByText('-₦1,500.25')).toHaveAttribute('data-negative', 'true');
  });

  it.each([null, undefined, Number.NaN])('shows a dash read as "Not available" for %s', (value) => {
    render(<Empty value={value} />);
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.getByText('Not available')).toBeInTheDocument();
    expect(screen.queryByText(/₦/)).not.toBeInTheDocument();
  });
});
