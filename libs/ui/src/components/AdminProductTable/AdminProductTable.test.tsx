import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './AdminProductTable.stories';

const { Default, Empty, ReadOnly } = composeStories(stories);

describe('AdminProductTable', () => {
  it('shows the count and each product with its status', () => {
    render(<Default />);
    expect(screen.getByText('Total products:')).toHaveTextContent('Total products: 3');
    const kola = screen.getAllByRole('row')[2] as HTMLElement;
    expect(within(kola).getByText('Bitter Kola Capsules')).toBeInTheDocument();
    expect(within(kola).getByText('₦7,500.00')).toBeInTheDocument();
    expect(within(kola).getByText('Disabled')).toBeInTheDocument();
    expect(within(kola).getByRole('button', { name: 'Enable Bitter Kola Capsules' })).toBeInTheDocument();
    expect(within(kola).getByRole('img', { name: 'Bitter Kola Capsules (no image)' })).toBeInTheDocument();
  });

  it('disables a product', async () => {
    const onToggleActive = vi.fn().mockResolvedValue(undefined);
    render(<Default onToggleActive={onToggleActive} />);
    await userEvent.click(screen.getByRole('button', { name: 'Disable Moringa Tea' }));
    expect(onToggleActive).toHaveBeenCalledWith(false, expect.objectContaining({ id: 1 }));
    expect(await screen.findByRole('button', { name: 'Enable Moringa Tea' })).toBeInTheDocument();
  });

  it('edits a product in a modal and closes it', async () => {
    const onUpdate = vi.fn().mockResolvedValue(undefined);
    render(<Default onUpdate={onUpdate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Moringa Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).getByLabelText('Product name')).toHaveValue('Moringa Tea');
    await userEvent.clear(within(dialog).getByLabelText('Product name'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Product name is required')).toBeInTheDocument();
    expect(onUpdate).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Product name'), 'Moringa Leaf Tea');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(onUpdate).toHaveBeenCalledWith(
        1,
        expect.objectContaining({ name: 'Moringa Leaf Tea' }),
        expect.anything(),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows "There are no products"', () => {
    render(<Empty />);
    expect(screen.getByText('There are no products')).toBeInTheDocument();
  });

  it('has no actions without callbacks', () => {
    render(<ReadOnly />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
