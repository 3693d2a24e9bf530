import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './CompanyBankList.stories';

const { Default, Empty } = composeStories(stories);

describe('CompanyBankList', () => {
  it('lists bank, account name and number', () => {
    render(<Default />);
    const access = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(access).getByText('Access Bank')).toBeInTheDocument();
    expect(within(access).getByText('0123456789')).toBeInTheDocument();
  });

  describe('after pressing Delete', () => {
    it('asks "Are you sure you want to delete this bank?" and deletes only on confirm', async () => {
      const onDelete = vi.fn().mockResolvedValue(undefined);
      render(<Default onDelete={onDelete} />);
      await userEvent.click(screen.getByRole('button', { name: 'Delete Access Bank 0123456789' }));
      const confirm = await screen.findByRole('alertdialog');
      expect(confirm).toHaveTextContent('Are you sure you want to delete this bank?');
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(onDelete).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Delete Access Bank 0123456789' }));
      await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(onDelete).toHaveBeenCalledWith(1, expect.objectContaining({ id: 1 })));
    });
  });

  it('edits a bank, checking the 10-digit account number', async () => {
    const onUpdate = vi.fn().mockResolvedValue(undefined);
    render(<Default onUpdate={onUpdate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Zenith Bank 2233445566' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bank' });
    expect(within(dialog).getByLabelText('Bank')).toHaveValue('Zenith Bank');
    const number = within(dialog).getByLabelText('Account number');
    await userEvent.clear(number);
    await userEvent.type(number, '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Account number must be 10 digits')).toBeInTheDocument();
    await userEvent.type(number, '67890');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(onUpdate).toHaveBeenCalledWith(
        2,
        { bank_name: 'Zenith Bank', bank_account_name: 'Kola Herbal Ltd', bank_account_number: '1234567890' },
        expect.objectContaining({ id: 2 }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the empty text', () => {
    render(<Empty />);
    expect(screen.getByText('There are no company bank accounts')).toBeInTheDocument();
  });
});
