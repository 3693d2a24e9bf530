import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReferralLink, type ReferralLinkProps } from './ReferralLink';

const link = 'https://kola.example.com/register?ref=ada_okafor';

/** Replaces navigator.clipboard for one story and puts the original back afterwards. */
function stubClipboard(clipboard: Partial<Clipboard> | undefined) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const writeText = fn(async (_text: string) => undefined);

const meta = {
  title: 'UI/Incentives/ReferralLink',
  component: ReferralLink,
  args: { link, onCopy: fn() as ReferralLinkProps['onCopy'] },
  beforeEach: () => {
    writeText.mockClear();
    return stubClipboard({ writeText });
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReferralLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Referral link')).toHaveValue(link);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Referral link' }));
    await expect(writeText).toHaveBeenCalledWith(link);
    await expect(await canvas.findByRole('button', { name: 'Copied Referral link' })).toHaveTextContent(
      'Copied',
    );
    await expect(args.onCopy).toHaveBeenCalledWith(link);
  },
};

export const Playground: Story = {
  argTypes: {
    link: { control: 'text' },
    label: { control: 'text' },
    description: { control: 'text' },
    copiedDuration: { control: 'number' },
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Placement link',
    link: 'https://kola.example.com/register?ref=chidi_obi&placer=ada_okafor',
    description: 'Places your recruit under your downline chidi_obi, with you as the sponsor.',
  },
};

export const Copied: Story = {
  args: { copiedDuration: 60_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Referral link' }));
    await waitFor(() => expect(canvas.getByText('Copied', { selector: 'button' })).toBeVisible());
  },
};

export const Error: Story = {
  beforeEach: () =>
    stubClipboard({
      writeText: async () => {
        throw new DOMException('Denied', 'NotAllowedError');
      },
    }),
  play: async ({ canvasElement }) => {
    const original = document.execCommand;
    document.execCommand = () => false;
    try {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Copy Referral link' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not copy the link');
    } finally {
      document.execCommand = original;
    }
  },
};

export const LongContent: Story = {
  args: {
    link: 'https://kola.example.com/register?ref=oluwaseunfunmilayo_adebayo_ogunlesi&placer=chukwuemeka_nwachukwu_okonkwo',
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ReferralLink {...args} />
      <ReferralLink
        {...args}
        label="Placement link"
        link="https://kola.example.com/register?ref=chidi_obi&placer=ada_okafor"
        description="Places your recruit under your downline chidi_obi, with you as the sponsor."
      />
    </div>
  ),
};
