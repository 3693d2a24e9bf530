import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '../../paths';
import { PageDecorator } from '../../testing/PageDecorator';
import { settingsApi } from '../../testing/settingsFixtures';
import { cardScreenStories } from '../../testing/settingsStories';
import { BonusSettingsPage } from './BonusSettingsPage';

const meta = {
  title: 'Pages/Admin/BonusSettings',
  component: BonusSettingsPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.admin.bonusSettings },
    session: { token: 'admin-token' },
    api: settingsApi(),
  },
} satisfies Meta<typeof BonusSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = cardScreenStories({
  label: 'Equilibrium bonus amount',
  current: '₦1,000.00',
  typed: '1500',
  change: '₦1,000.00 → ₦1,500.00',
  field: 'equillibrum_bonus',
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
