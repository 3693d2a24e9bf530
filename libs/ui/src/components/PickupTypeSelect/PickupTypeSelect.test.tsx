import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pickupTypeLabel } from './PickupTypeSelect';
import * as stories from './PickupTypeSelect.stories';

const { Default, Stockist, Invalid } = composeStories(stories);

describe('PickupTypeSelect', () => {
  it('offers none and the three member pick-ups', async () => {
    const onChange = vi.fn();
    render(<Default onChange={onChange} />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['None', 'Upgrade pickup', 'Registration pickup', 'Repurchase pickup']);
    await userEvent.selectOptions(screen.getByLabelText('Pick-up type'), 'Registration pickup');
    expect(onChange).toHaveBeenCalledWith('registration_pickup');
  });

  it('offers re-stock instead of repurchase to a stockist', () => {
    render(<Stockist />);
    expect(screen.getByRole('option', { name: 'Re-stock' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Repurchase pickup' })).not.toBeInTheDocument();
  });

  describe('given an order submitted without a type', () => {
    it('marks the select invalid with the message until a type is chosen', async () => {
      render(<Invalid />);
      const select = screen.getByLabelText('Pick-up type');
      await userEvent.click(screen.getByRole('button', { name: 'Submit Selection' }));
      expect(select).toHaveAttribute('aria-invalid', 'true');
      expect(select).toHaveAccessibleDescription('Order type not selected');
      await userEvent.selectOptions(select, 'Upgrade pickup');
      expect(select).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText('Order type not selected')).not.toBeInTheDocument();
    });
  });

  it('labels known and unknown types', () => {
    expect(pickupTypeLabel('upgrade_pickup')).toBe('Upgrade pickup');
    expect(pickupTypeLabel('product_claim')).toBe('product claim');
  });
});
