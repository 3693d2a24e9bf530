import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './IncentiveEditModal.stories';

const { Default, Invalid } = composeStories(stories);

describe('IncentiveEditModal', () => {
  it('leaves the picture out when none is chosen', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Default onSubmit={onSubmit} />);
    expect(await screen.findByLabelText('Rank')).toHaveValue('2');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('file_path');
  });

  it('sends a chosen picture and refuses one above 500kB', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Default onSubmit={onSubmit} />);
    const input = await screen.findByLabelText('New picture (optional)');
    await userEvent.upload(input, new File([new Uint8Array(600 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('Image size should not exceed 500kB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const small = new File(['x'], 'car.png', { type: 'image/png' });
    await userEvent.upload(input, small);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ file_path: small }));
  });

  it('creates an incentive with a picture', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Invalid onSubmit={onSubmit} />);
    await userEvent.selectOptions(await screen.findByLabelText('Rank'), 'Director');
    await userEvent.type(screen.getByLabelText('Incentive'), 'Car');
    await userEvent.type(screen.getByLabelText('Cash worth (₦)'), '5000000');
    const picture = new File(['x'], 'car.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Picture'), picture);
    await userEvent.click(screen.getByRole('button', { name: 'Create incentive' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { rank_id: 5, incentive: 'Car', worth: 5000000, file_path: picture },
        null,
      ),
    );
  });

  it('has no axe violations', async () => {
    render(<Default />);
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
