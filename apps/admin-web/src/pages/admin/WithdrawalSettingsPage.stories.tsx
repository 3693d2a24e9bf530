import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '../../paths';
import { PageDecorator } from '../../testing/PageDecorator';
import { settingsApi } from '../../testing/settingsFixtures';
import { cardScreenStories } from '../../testing/settingsStories';
import { WithdrawalSettingsPage } from './WithdrawalSettingsPage';

const meta = {
  title: 'Pages/Admin/WithdrawalSettings',
  component: WithdrawalSettingsPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.admin.withdrawalSettings },
    session: { token: 'admin-token' },
    api: settingsApi(),
  },
} satisfies Meta<typeof WithdrawalSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = cardScreenStories({
  label: 'Unit point value',
  current: '1 PV = ₦500.00',
  typed: '600',
  change: '1 PV = ₦500.00 → 1 PV = ₦600.00',
  field: 'unit_point_value',
});

export const Filled: Story = states.Filled;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Preview: Story = states.Preview;
export const PreviewLoading: Story = states.PreviewLoading;
export const PreviewError: Story = states.PreviewError;
export const Saving: Story = states.Saving;
export const Refused: Story = states.Refused;
export const Phone360: Story = states.Phone360;
