import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stockistStateLabel } from './StorePreview';
import * as stories from './StorePreview.stories';

const { Default, Empty, WithRegistration } = composeStories(stories);

describe('StorePreview', () => {
  it('lists the store details with the state shown as Lagos', () => {
    render(<Default />);
    const preview = screen.getByRole('region', { name: 'Store preview' });
    expect(within(preview).getByText('Kola Herbal Yaba')).toBeInTheDocument();
    expect(within(preview).getByText('Lagos')).toBeInTheDocument();
    expect(within(preview).queryByText('Referrer')).not.toBeInTheDocument();
  });

  it('marks what is not entered yet', () => {
    render(<Empty />);
    expect(screen.getAllByText('Not entered yet')).toHaveLength(4);
  });

  it('shows the registration extras when given', () => {
    render(<WithRegistration />);
    expect(screen.getByText('ada_okafor')).toBeInTheDocument();
    expect(screen.getByText('receipt.pdf')).toBeInTheDocument();
  });

  it('labels the states', () => {
    expect(stockistStateLabel('oyo')).toBe('Oyo');
    expect(stockistStateLabel('')).toBe('');
  });
});
