import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './PvValue.stories';

const { Default, Empty } = composeStories(stories);

describe('PvValue', () => {
  it.each([
    [0, '0 PV'],
    [1250, '1,250 PV'],
    [12.5, '12.5 PV'],
    [2.456, '2.46 PV'],
    [123456789.75, '123,456,789.75 PV'],
  ])('shows %s as %s', (value, text) => {
    render(<Default value={value} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows a dash when there is no value', () => {
    render(<Empty />);
    expect(screen.getByText('Not available')).toBeInTheDocument();
    expect(screen.queryByText(/PV/)).not.toBeInTheDocument();
  });
});
