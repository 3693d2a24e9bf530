import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BonusGrid, type MemberBonusAmounts } from './BonusGrid';

const sampleBonusAmounts: MemberBonusAmounts = {
  referral_bonus: 30000,
  placement_bonus: 4500.5,
  matching_bonus: 45250,
  repurchase_bonus: 3200,
  unilevel_bonus: 12750.25,
  upgrade_bonus: 8000,
  award_bonus: 0,
  stockist_ref_bonus: 2500,
  total_bonus: 106200.75,
  global_profit: 125000,
  total_pv: 1250,
  unit_point_value: 500,
};

const zero: MemberBonusAmounts = {
  referral_bonus: 0,
  placement_bonus: 0,
  matching_bonus: 0,
  repurchase_bonus: 0,
  unilevel_bonus: 0,
  upgrade_bonus: 0,
  award_bonus: 0,
  stockist_ref_bonus: 0,
  total_bonus: 0,
  global_profit: 0,
  total_pv: 0,
  unit_point_value: 500,
};

const meta = {
  title: 'UI/Stats/BonusGrid',
  component: BonusGrid,
  args: { amounts: sampleBonusAmounts, packageName: 'Gold', globalProfitQualified: true },
} satisfies Meta<typeof BonusGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Referral bonus' })).toHaveTextContent('₦34,500.50');
    await expect(canvas.getByRole('group', { name: 'Registration package' })).toHaveTextContent('Activated');
    await expect(canvas.getByRole('group', { name: 'Point value rate' })).toHaveTextContent('1 PV = ₦500.00');
  },
};

export const Playground: Story = {
  argTypes: {
    amounts: { control: 'object' },
    globalProfitQualified: { control: 'boolean' },
    packageName: { control: 'text' },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    title: { control: 'text' },
    locale: { control: 'inline-radio', options: ['en-US', 'en-NG'] },
  },
};

export const Loading: Story = { args: { amounts: undefined, loading: true } };

/** A new member: every figure is zero, global profit not yet qualified. */
export const Empty: Story = { args: { amounts: zero, globalProfitQualified: false } };

export const Error: Story = {
  args: { amounts: undefined, error: 'An error occurred', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const WithoutPackage: Story = { args: { packageName: undefined } };

export const LongContent: Story = {
  args: {
    packageName: 'Diamond Executive Wellness Ambassador Package',
    amounts: {
      ...sampleBonusAmounts,
      matching_bonus: 987654321.5,
      total_bonus: 123456789012.34,
      total_pv: 98765432.5,
    },
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <BonusGrid title="Default" amounts={sampleBonusAmounts} packageName="Gold" globalProfitQualified />
      <BonusGrid title="Empty" amounts={zero} packageName="Starter" />
      <BonusGrid title="Loading" loading packageName="Gold" />
      <BonusGrid title="Error" error="An error occurred" />
    </div>
  ),
};

/**
 * The dashboard's breakdown: compact cards, the bonuses with an amount first, those at ₦0.00
 * after them and muted. Every label keeps whole words, even next to the "Not Qualified" badge in
 * the narrowest card (it used to break "Global profit" letter by letter at 1280 px).
 */
export const Compact: Story = {
  args: {
    compact: true,
    globalProfitQualified: false,
    amounts: { ...sampleBonusAmounts, matching_bonus: 0, global_profit: 0, upgrade_bonus: 0 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = canvas.getAllByRole('group').map((card) => card.getAttribute('aria-labelledby'));
    const labels = names.map((id) => canvasElement.ownerDocument.getElementById(id ?? '')?.textContent);
    // Referral, repurchase, unilevel and signee have amounts; award, matching and upgrade are ₦0.00.
    await expect(labels.slice(1, 8)).toEqual([
      'Referral bonus',
      'Repurchase bonus',
      'Unilevel bonus',
      'Signee bonus',
      'Matching bonus',
      'Upgrade bonus',
      'Award bonus',
    ]);
    await expect(canvas.getByRole('group', { name: 'Matching bonus' })).toHaveAttribute('data-muted', 'true');
    await expect(canvas.getByRole('group', { name: 'Referral bonus' })).not.toHaveAttribute('data-muted');
    const label = canvasElement.ownerDocument.getElementById(
      canvas.getByRole('group', { name: 'Global profit' }).getAttribute('aria-labelledby') ?? '',
    )!;
    const lineHeight = parseFloat(getComputedStyle(label).lineHeight) || 20;
    // One line of whole words: never a column of letters.
    await expect(label.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
  },
};

/** The narrowest grid a page gives it (a 360 px phone): labels still wrap by words only. */
export const CompactPhone: Story = {
  ...Compact,
  decorators: [
    (Story) => (
      <div style={{ width: 328 }}>
        <Story />
      </div>
    ),
  ],
};
