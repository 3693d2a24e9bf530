import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './GenealogyMemberDetails.stories';

const { Default, BothSlotsFree, Full, Empty } = composeStories(stories);

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('GenealogyMemberDetails', () => {
  it('shows the member, each leg, the join date and the members below', () => {
    render(<Default />);
    expect(valueOf('Package')).toHaveTextContent('Gold');
    expect(valueOf('Rank')).toHaveTextContent('Star');
    expect(valueOf('Left leg')).toHaveTextContent('1,240 PV');
    expect(valueOf('Right leg')).toHaveTextContent('860 PV');
    expect(valueOf('Members below')).toHaveTextContent('12,345');
    expect(valueOf('Joined')).toHaveTextContent('Mar 10, 2026');
    expect(valueOf('Status')).toHaveTextContent('Active');
  });

  it('links to registration under the member while a slot is free', () => {
    render(<Default />);
    expect(screen.getByRole('link', { name: 'Register a partner here' })).toHaveAttribute(
      'href',
      '/register?ref=bisi&placer=ada',
    );
  });

  it('says which slot a new partner takes when both are free', () => {
    render(<BothSlotsFree />);
    expect(screen.getByText(/Both slots under bisi are free/)).toBeInTheDocument();
    expect(valueOf('Status')).toHaveTextContent('Awaiting payment');
  });

  it('has no link once both slots are taken, nor when the page gives none', () => {
    render(<Full />);
    expect(screen.queryByRole('link', { name: 'Register a partner here' })).toBeNull();
    render(<Default registerHref={undefined} />);
    expect(screen.queryAllByRole('link', { name: 'Register a partner here' })).toHaveLength(0);
  });

  it('asks to choose a member when there is none', () => {
    render(<Empty />);
    expect(screen.getByText('Choose a member in the tree to see their details')).toBeInTheDocument();
  });
});
