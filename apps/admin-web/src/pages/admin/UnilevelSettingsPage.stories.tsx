import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '../../paths';
import { PageDecorator } from '../../testing/PageDecorator';
import { settingsApi } from '../../testing/settingsFixtures';
import { tableScreenStories } from '../../testing/settingsStories';
import { UnilevelSettingsPage } from './UnilevelSettingsPage';

const meta = {
  title: 'Pages/Admin/UnilevelSettings',
  component: UnilevelSettingsPage,
  decorators: [PageDecorator],
  parameters: {
    axe: true,
    route: { path: paths.admin.unilevelSettings },
    session: { token: 'admin-token' },
    api: settingsApi(),
  },
} satisfies Meta<typeof UnilevelSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = tableScreenStories({
  title: 'Unilevel bonus settings',
  read: 'GET /settings/unilevel-bonus',
  write: 'PUT /settings/unilevel-bonus/{id}/update',
  empty: 'There are no Unilevel bonus settings',
});

export const Filled: Story = states.Filled;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Preview: Story = states.Preview;
export const Empty: Story = states.Empty;
export const Saving: Story = states.Saving;
export const Refused: Story = states.Refused;
export const Phone360: Story = states.Phone360;
