import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '../../paths';
import { PageDecorator } from '../../testing/PageDecorator';
import { settingsApi } from '../../testing/settingsFixtures';
import { cardScreenStories } from '../../testing/settingsStories';
import { ProfitPoolSettingsPage } from './ProfitPoolSettingsPage';

const meta = {
  title: 'Pages/Admin/ProfitPoolSettings',
  component: ProfitPoolSettingsPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.admin.profitPoolSettings },
    session: { token: 'admin-token' },
    api: settingsApi(),
  },
} satisfies Meta<typeof ProfitPoolSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = cardScreenStories({
  label: 'Profit pool duration',
  current: '6 months',
  typed: '9',
  change: '6 months → 9 months',
  field: 'profit_pool_duration',
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
