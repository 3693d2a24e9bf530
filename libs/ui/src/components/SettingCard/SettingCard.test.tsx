import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatSetting, parseSetting, validateSetting } from './SettingCard';
import * as stories from './SettingCard.stories';
import {
  chargeSetting,
  SETTING_CARDS,
  withdrawalPeriodOptions,
  withdrawalPeriodSetting,
} from './SettingCardConfigs';
import { checkNumber, parseNumber } from './SettingCardRules';

const { Default, Invalid, InvalidMessages, Toggle, Select, Loading, Error } = composeStories(stories);

describe('SettingCard', () => {
  it('shows the name, the saved value and saves a valid number', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<Default onSave={onSave} />);
    expect(screen.getByRole('region', { name: 'Unit point value' })).toBeInTheDocument();
    expect(screen.getByText(/Current value: 1 PV = ₦1,000\.00/)).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Unit point value' });
    await userEvent.clear(input);
    await userEvent.type(input, '1250.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(1250.5, 'unit_point_value'));
  });

  it('refuses an empty value with the field message', async () => {
    const onSave = vi.fn();
    render(<Invalid onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('unit point value is invalid')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a unit point value below 1', async () => {
    const onSave = vi.fn();
    render(<Default onSave={onSave} />);
    const input = screen.getByRole('textbox', { name: 'Unit point value' });
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a number of at least 1')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('uses the message of docs/screens/back-office.md#validation for each withdrawal field', async () => {
    const onSave = vi.fn();
    render(<InvalidMessages onSave={onSave} />);
    const cases = [
      ['Unit point value', 'unit point value is invalid'],
      ['Minimum withdrawal', 'minimum withdrawal is invalid'],
      ['Maximum withdrawal', 'maximum withdrawal is invalid'],
      ['Withdrawal charge (%)', 'charge field is invalid'],
      ['Withdrawal charge cap', 'withdrawal charge cap field is invalid'],
      ['Welcome bonus percentage', 'please enter a valid number'],
    ] as const;
    for (const [label, message] of cases) {
      const card = screen.getByRole('region', { name: label });
      await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
      expect(await within(card).findByText(message)).toBeInTheDocument();
    }
    expect(onSave).not.toHaveBeenCalled();
  });

  describe('given the front-page notification toggle', () => {
    it('saves at once and shows the new state', async () => {
      const onSave = vi.fn().mockResolvedValue(undefined);
      render(<Toggle onSave={onSave} />);
      await userEvent.click(screen.getByRole('switch', { name: 'Front Page Notification Disabled' }));
      expect(onSave).toHaveBeenCalledWith(true, 'show_front_page_message');
      expect(await screen.findByRole('switch', { name: 'Front Page Notification Enabled' })).toBeChecked();
    });
  });

  it('sends a select value', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<Select onSave={onSave} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Automated payout type' }), 'monthly');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('monthly', 'withdrawal_type'));
  });

  it('shows loading and error states', () => {
    const { unmount } = render(<Loading />);
    expect(screen.getByText(/Loading the current value/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    unmount();
    render(<Error />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
  });
});

describe('setting rules', () => {
  it.each([
    ['10', 10],
    ['0.5', 0.5],
    [' 7 ', 7],
    ['', null],
    ['1e3', null],
    ['-1', null],
    ['1,000', null],
    ['abc', null],
  ])('parseNumber(%j) is %j', (raw, expected) => {
    expect(parseNumber(raw)).toBe(expected);
  });

  it.each([
    ['5', { min: 1, max: 12 }, null],
    ['13', { min: 1, max: 12 }, 'Enter a number from 1 to 12'],
    ['0', { min: 1 }, 'Enter a number of at least 1'],
    ['1.5', { integer: true }, 'Enter a whole number'],
    ['2.0', { integer: true }, null],
    ['1.234', { decimals: 2 }, 'Use at most 2 decimal places'],
    ['x', {}, 'please enter a valid number'],
  ])('checkNumber(%j, %j) is %j', (raw, rule, expected) => {
    expect(checkNumber(raw, rule)).toBe(expected);
  });

  it('caps percentages at 100 and reads months and days in range', () => {
    expect(validateSetting(SETTING_CARDS.loyalty_bonus_percentage, '101')).toBe(
      'Enter a number from 0 to 100',
    );
    expect(validateSetting(SETTING_CARDS.profit_pool_duration, '13')).toBe('Enter a number from 1 to 12');
    expect(validateSetting(SETTING_CARDS.equillibrum_bonus, '0')).toBe('Enter a number of at least 1');
    expect(validateSetting(SETTING_CARDS.next_global_profit_share_month, '13')).toBe(
      'Choose a next share month',
    );
  });

  it('parses and formats values per kind', () => {
    expect(parseSetting(SETTING_CARDS.withdrawal_period, '25')).toBe(25);
    expect(parseSetting(SETTING_CARDS.withdrawal_type, 'weekly')).toBe('weekly');
    expect(formatSetting(SETTING_CARDS.minimum_withdrawal, 5000)).toBe('₦5,000.00');
    expect(formatSetting(SETTING_CARDS.placement_bonus_percentage, 5)).toBe('5 %');
    expect(formatSetting(SETTING_CARDS.matching_bonus_frequency, 7)).toBe('7 days');
    expect(formatSetting(SETTING_CARDS.next_global_profit_share_month, 12)).toBe('December');
    expect(formatSetting(SETTING_CARDS.show_front_page_message, true)).toBe(
      'Front Page Notification Enabled',
    );
    expect(formatSetting(SETTING_CARDS.company_phone, null)).toBe('Not set');
  });

  it('offers weekly days 1 (Sunday) to 7 (Saturday) and monthly days 1st to 30th', () => {
    expect(withdrawalPeriodOptions('weekly')[0]).toEqual({ value: '1', label: 'Sunday' });
    expect(withdrawalPeriodOptions('weekly')).toHaveLength(7);
    const monthly = withdrawalPeriodOptions('monthly').map((option) => option.label);
    expect(monthly).toHaveLength(30);
    expect([monthly[0], monthly[1], monthly[2], monthly[10], monthly[20], monthly[21], monthly[29]]).toEqual([
      '1st',
      '2nd',
      '3rd',
      '11th',
      '21st',
      '22nd',
      '30th',
    ]);
    expect(withdrawalPeriodSetting('weekly').label).toBe('Weekly payout day');
  });

  it('reads the charge as naira for a flat charge', () => {
    expect(chargeSetting('flat').kind).toBe('money');
    expect(validateSetting(chargeSetting('flat'), '150')).toBeNull();
    expect(validateSetting(chargeSetting('percentage'), '150')).toBe('Enter a number from 0 to 100');
  });
});
