import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './BankDetailsForm.stories';

const { Default, Filled, Disabled, Empty } = composeStories(stories);

describe('BankDetailsForm', () => {
  it('requires the bank and the account number', async () => {
    const onSubmit = vi.fn();
    render(<Default onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Update Data' }));
    expect(await screen.findByText('Bank is required')).toBeInTheDocument();
    expect(screen.getByText('Account number is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['01234abc', 'Account number must contain digits only'],
    ['012345678', 'Account number must be at least 10 digits'],
  ])('refuses the account number %s', async (typed, message) => {
    const onSubmit = vi.fn();
    render(<Default onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Account number'), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Update Data' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  describe('given a bank and a complete account number', () => {
    it('fills the read-only account name from onResolve and submits it', async () => {
      const onResolve = vi.fn().mockResolvedValue('ADA CHIOMA OKAFOR');
      const onSubmit = vi.fn().mockResolvedValue(undefined);
      render(<Default onResolve={onResolve} onSubmit={onSubmit} resolveDelayMs={0} />);
      await userEvent.selectOptions(screen.getByLabelText('Bank'), '011');
      await userEvent.type(screen.getByLabelText('Account number'), '012345678');
      expect(onResolve).not.toHaveBeenCalled();
      await userEvent.type(screen.getByLabelText('Account number'), '9');
      await waitFor(() => expect(screen.getByLabelText('Account name')).toHaveValue('ADA CHIOMA OKAFOR'));
      expect(onResolve).toHaveBeenCalledWith('011', '0123456789');
      await userEvent.click(screen.getByRole('button', { name: 'Update Data' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith({
          bank_name: 'First Bank of Nigeria',
          bank_code: '011',
          bank_account_number: '0123456789',
          bank_account_name: 'ADA CHIOMA OKAFOR',
        }),
      );
      expect(onResolve).toHaveBeenCalledTimes(1);
    });

    it('ignores a late answer for numbers that changed since', async () => {
      let answerFirst: (name: string) => void = () => undefined;
      const onResolve = vi
        .fn()
        .mockImplementationOnce(() => new Promise<string>((resolve) => (answerFirst = resolve)))
        .mockResolvedValueOnce('SECOND ACCOUNT');
      render(<Default onResolve={onResolve} resolveDelayMs={0} />);
      await userEvent.selectOptions(screen.getByLabelText('Bank'), '044');
      await userEvent.type(screen.getByLabelText('Account number'), '1111111111');
      await waitFor(() => expect(onResolve).toHaveBeenCalledTimes(1));
      await userEvent.clear(screen.getByLabelText('Account number'));
      await userEvent.type(screen.getByLabelText('Account number'), '2222222222');
      await waitFor(() => expect(screen.getByLabelText('Account name')).toHaveValue('SECOND ACCOUNT'));
      await act(async () => answerFirst('FIRST ACCOUNT'));
      expect(screen.getByLabelText('Account name')).toHaveValue('SECOND ACCOUNT');
    });

    it('does not submit when the name cannot be resolved', async () => {
      const onResolve = vi.fn().mockRejectedValue(new Error('Could not resolve account name'));
      const onSubmit = vi.fn();
      render(<Default onResolve={onResolve} onSubmit={onSubmit} resolveDelayMs={0} />);
      await userEvent.selectOptions(screen.getByLabelText('Bank'), '044');
      await userEvent.type(screen.getByLabelText('Account number'), '0000000000');
      expect(await screen.findByRole('alert')).toHaveTextContent('Could not resolve account name');
      expect(screen.getByLabelText('Account name')).toHaveValue('');
      await userEvent.click(screen.getByRole('button', { name: 'Update Data' }));
      await waitFor(() => expect(onResolve).toHaveBeenCalledTimes(2));
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  it('keeps the saved name until the bank or number changes', async () => {
    render(<Filled resolveDelayMs={0} />);
    expect(screen.getByLabelText('Account name')).toHaveValue('ADA CHIOMA OKAFOR');
    await userEvent.type(screen.getByLabelText('Account number'), '1');
    expect(screen.getByLabelText('Account name')).toHaveValue('');
  });

  describe('given bank details that are not editable', () => {
    it('disables every field and hides Update Data', () => {
      const onResolve = vi.fn();
      render(<Disabled onResolve={onResolve} />);
      expect(screen.getByLabelText('Bank')).toBeDisabled();
      expect(screen.getByLabelText('Account number')).toBeDisabled();
      expect(screen.getByLabelText('Account name')).toHaveValue('ADA CHIOMA OKAFOR');
      expect(screen.queryByRole('button', { name: 'Update Data' })).not.toBeInTheDocument();
      expect(onResolve).not.toHaveBeenCalled();
    });

    it('says when no bank details were submitted', () => {
      render(<Empty />);
      expect(screen.getByText(/User has not submitted bank details/)).toBeInTheDocument();
    });
  });
});
