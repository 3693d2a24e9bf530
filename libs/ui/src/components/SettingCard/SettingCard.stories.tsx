import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SettingCard, type SettingCardProps } from './SettingCard';
import {
  chargeSetting,
  FRONT_PAGE_NOTIFICATION_DISABLED,
  FRONT_PAGE_NOTIFICATION_ENABLED,
  SETTING_CARDS,
  type SettingName,
  type SettingValue,
} from './SettingCardConfigs';

const sampleValues: Record<SettingName, SettingValue> = {
  equillibrum_bonus: 2000,
  loyalty_bonus_percentage: 10,
  placement_bonus_percentage: 5,
  welcome_bonus_percentage: 2.5,
  global_profit_value: 0,
  global_profit_first_percentage: 5,
  global_profit_second_percentage: 10,
  next_global_profit_share_month: 12,
  next_global_profit_share_day: 31,
  profit_pool_percentage: 3,
  profit_pool_duration: 12,
  profit_pool_days_offset: 30,
  profit_pool_num_of_downlines: 2,
  matching_bonus_total_pv: 100,
  matching_bonus_percent: 10,
  repurchase_bonus_percentage: 5,
  matching_bonus_frequency: 7,
  unit_point_value: 1000,
  minimum_withdrawal: 5000,
  maximum_withdrawal: 500000,
  withdrawal_charge_type: 'percentage',
  charge: 1.5,
  withdrawal_charge_cap: 2000,
  withdrawal_type: 'monthly',
  withdrawal_period: 25,
  company_address: '12 Allen Avenue, Ikeja, Lagos',
  company_email: 'support@kolaherbal.ng',
  company_phone: '+234 801 234 5678',
  award_winner_sponsor_bonus_percentage: 10,
  award_winner_dd_bonus_percentage: 2,
  stockist_referral_bonus_percentage: 5,
  show_front_page_message: true,
};

const meta = {
  title: 'UI/Settings/SettingCard',
  component: SettingCard,
  args: {
    ...SETTING_CARDS.unit_point_value,
    value: 1000,
    onSave: fn(async () => undefined) as SettingCardProps['onSave'],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SettingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Unit point value' });
    await expect(input).toHaveValue('1000');
    await expect(input).toHaveAccessibleDescription(
      'The naira equivalent of 1 PV. Current value: 1 PV = ₦1,000.00',
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByText('unit point value is invalid')).toBeVisible());
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '1500');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(1500, 'unit_point_value'));
  },
};

export const Playground: Story = {
  argTypes: {
    name: { control: 'text' },
    label: { control: 'text' },
    kind: { control: 'select', options: ['number', 'money', 'percent', 'text', 'toggle', 'select'] },
    value: { control: 'text' },
    description: { control: 'text' },
    invalidMessage: { control: 'text' },
    min: { control: 'number' },
    max: { control: 'number' },
    integer: { control: 'boolean' },
    unit: { control: 'text' },
    loading: { control: 'boolean' },
    saving: { control: 'boolean' },
    disabled: { control: 'boolean' },
    error: { control: 'text' },
    saveLabel: { control: 'text' },
  },
};

export const Invalid: Story = {
  args: { value: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByText('unit point value is invalid')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Unit point value' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

const withdrawalCards = [
  [SETTING_CARDS.unit_point_value, 'unit point value is invalid'],
  [SETTING_CARDS.minimum_withdrawal, 'minimum withdrawal is invalid'],
  [SETTING_CARDS.maximum_withdrawal, 'maximum withdrawal is invalid'],
  [chargeSetting('percentage'), 'charge field is invalid'],
  [SETTING_CARDS.withdrawal_charge_cap, 'withdrawal charge cap field is invalid'],
  [SETTING_CARDS.welcome_bonus_percentage, 'please enter a valid number'],
] as const;

/**
 * Each withdrawal card with its own message from docs/screens/back-office.md#validation after "12a" is saved.
 */
export const InvalidMessages: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {withdrawalCards.map(([config]) => (
        <SettingCard key={config.name} {...config} value="12a" onSave={args.onSave} />
      ))}
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const [config, message] of withdrawalCards) {
      const card = canvas.getByRole('region', { name: config.label });
      await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(within(card).getByText(message)).toBeVisible());
    }
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const OutOfRange: Story = {
  render: (args) => (
    <SettingCard {...SETTING_CARDS.next_global_profit_share_day} value={31} onSave={args.onSave} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Next share day' });
    await userEvent.clear(input);
    await userEvent.type(input, '32');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByText('Enter a number from 1 to 31')).toBeVisible());
  },
};

function FrontPageToggle({ onSave }: Pick<SettingCardProps, 'onSave'>) {
  const [enabled, setEnabled] = useState(false);
  return (
    <SettingCard
      {...SETTING_CARDS.show_front_page_message}
      value={enabled}
      onSave={async (next, name) => {
        await onSave(next, name);
        setEnabled(Boolean(next));
      }}
    />
  );
}

export const Toggle: Story = {
  render: (args) => <FrontPageToggle onSave={args.onSave} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: FRONT_PAGE_NOTIFICATION_DISABLED }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(true, 'show_front_page_message'));
    await expect(await canvas.findByRole('switch', { name: FRONT_PAGE_NOTIFICATION_ENABLED })).toBeChecked();
  },
};

export const Select: Story = {
  render: (args) => <SettingCard {...SETTING_CARDS.withdrawal_type} value="weekly" onSave={args.onSave} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Automated payout type' }), 'monthly');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('monthly', 'withdrawal_type'));
  },
};

export const Text: Story = {
  render: (args) => (
    <SettingCard {...SETTING_CARDS.company_email} value="support@kolaherbal.ng" onSave={args.onSave} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Company email' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByText('Company email is required')).toBeVisible());
  },
};

export const Loading: Story = { args: { loading: true, value: undefined } };

export const Submitting: Story = { args: { saving: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Error: Story = { args: { error: 'An error occurred' } };

export const LongContent: Story = {
  render: (args) => (
    <SettingCard
      {...SETTING_CARDS.award_winner_sponsor_bonus_percentage}
      description="The sponsor of a member whose incentive claim is approved earns this percentage of the incentive worth, paid into the wallet at once and shown in the ledger with the claim it came from."
      value={12.75}
      onSave={args.onSave}
    />
  ),
};

/** Every card of docs/plan.md#settings with sample values. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(Object.keys(SETTING_CARDS) as SettingName[]).map((name) => (
        <SettingCard key={name} {...SETTING_CARDS[name]} value={sampleValues[name]} onSave={args.onSave} />
      ))}
      <SettingCard {...SETTING_CARDS.profit_pool_duration} value={6} loading onSave={args.onSave} />
      <SettingCard {...SETTING_CARDS.profit_pool_duration} value={6} saving onSave={args.onSave} />
      <SettingCard
        {...SETTING_CARDS.profit_pool_duration}
        value={6}
        error="An error occurred"
        onSave={args.onSave}
      />
    </div>
  ),
};
