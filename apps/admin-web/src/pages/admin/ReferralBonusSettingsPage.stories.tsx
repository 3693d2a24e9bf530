import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '../../paths';
import { PageDecorator } from '../../testing/PageDecorator';
import { settingsApi } from '../../testing/settingsFixtures';
import { cardScreenStories, tableScreenStories } from '../../testing/settingsStories';
import { ReferralBonusSettingsPage } from './ReferralBonusSettingsPage';

const meta = {
  title: 'Pages/Admin/ReferralBonusSettings',
  component: ReferralBonusSettingsPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.admin.referralBonusSettings },
    session: { token: 'admin-token' },
    api: settingsApi(),
  },
} satisfies Meta<typeof ReferralBonusSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = tableScreenStories({
  title: 'Referral bonus settings',
  read: 'GET /settings/referral-bonus',
  write: 'PUT /settings/update-referral-bonus/{id}',
  empty: 'There are no Referral bonus settings',
});

export const Filled: Story = states.Filled;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Preview: Story = states.Preview;
export const Empty: Story = states.Empty;
export const Saving: Story = states.Saving;
export const Refused: Story = states.Refused;
export const Phone360: Story = states.Phone360;

/** The matching and repurchase cards of the same screen. */
const cards = cardScreenStories({
  label: 'Matching bonus percent',
  current: '10 %',
  typed: '12',
  change: '10 % → 12 %',
  field: 'matching_bonus_percent',
});
export const CardPreview: Story = cards.Preview;
export const CardRefused: Story = cards.Refused;
