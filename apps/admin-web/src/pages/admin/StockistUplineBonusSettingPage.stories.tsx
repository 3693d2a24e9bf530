import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '../../paths';
import { PageDecorator } from '../../testing/PageDecorator';
import { settingsApi } from '../../testing/settingsFixtures';
import { tableScreenStories } from '../../testing/settingsStories';
import { StockistUplineBonusSettingPage } from './StockistUplineBonusSettingPage';

const meta = {
  title: 'Pages/Admin/StockistUplineBonusSetting',
  component: StockistUplineBonusSettingPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.admin.stockistUplineBonusSetting },
    session: { token: 'admin-token' },
    api: settingsApi(),
  },
} satisfies Meta<typeof StockistUplineBonusSettingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = tableScreenStories({
  title: 'Stockist upline bonus settings',
  read: 'GET /settings/stockist-upline-bonus',
  write: 'PUT /settings/stockist-upline-bonus/{id}',
  empty: 'There are no Stockist upline bonus settings',
});

export const Filled: Story = states.Filled;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Preview: Story = states.Preview;
export const Empty: Story = states.Empty;
export const Saving: Story = states.Saving;
export const Refused: Story = states.Refused;
export const Phone360: Story = states.Phone360;
