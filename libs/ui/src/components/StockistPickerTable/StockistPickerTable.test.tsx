import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './StockistPickerTable.stories';

const { Default, Selected, Empty, Controlled } = composeStories(stories);

describe('StockistPickerTable', () => {
  it('lists stores with address, state and phone', () => {
    render(<Default />);
    const row = screen.getByRole('row', { name: /Herbal Hub Ibadan/ });
    expect(within(row).getByText('4 Ring Road, Ibadan')).toBeInTheDocument();
    expect(within(row).getByText('Oyo · 08098765432')).toBeInTheDocument();
  });

  it('picks a store, searches and pages', async () => {
    const onSelect = vi.fn();
    const onSearchChange = vi.fn();
    const onPageChange = vi.fn();
    render(<Default onSelect={onSelect} onSearchChange={onSearchChange} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Select Wellness Corner' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await userEvent.type(screen.getByLabelText('Search stockists'), 'yaba{Enter}');
    expect(onSearchChange).toHaveBeenLastCalledWith('yaba');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('marks the chosen store', () => {
    render(<Selected />);
    expect(screen.getByRole('button', { name: 'Selected Green Leaf Store' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Select Wellness Corner' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Collect at Green Leaf Store, 12 Allen Avenue, Ikeja, Lagos',
    );
  });

  it('says there are no stockists', () => {
    render(<Empty />);
    expect(screen.getByText('There are no stockists')).toBeInTheDocument();
  });

  it('filters and selects in a page', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('Search stockists'), 'lagos{Enter}');
    await waitFor(() => expect(screen.queryByText('Herbal Hub Ibadan')).not.toBeInTheDocument());
    expect(screen.getByText('Wellness Corner')).toBeInTheDocument();
  });
});
