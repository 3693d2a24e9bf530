import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '../../paths';
import { PageDecorator } from '../../testing/PageDecorator';
import { settingsApi } from '../../testing/settingsFixtures';
import { cardScreenStories } from '../../testing/settingsStories';
import { GlobalProfitSettingsPage } from './GlobalProfitSettingsPage';

const meta = {
  title: 'Pages/Admin/GlobalProfitSettings',
  component: GlobalProfitSettingsPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.admin.globalProfitSettings },
    session: { token: 'admin-token' },
    api: settingsApi(),
  },
} satisfies Meta<typeof GlobalProfitSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = cardScreenStories({
  label: 'First global profit percentage',
  current: '2 %',
  typed: '2.5',
  change: '2 % → 2.5 %',
  field: 'global_profit_first_percentage',
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
