import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';
import { EmptyState } from '../EmptyState/EmptyState';
import type { GenealogyNode } from '../GenealogyTree/GenealogyTreeModel';
import {
  StyledPersonHeader,
  StyledPersonHeading,
  StyledPersonName,
  StyledPersonUsername,
} from '../ProfileCard/ProfileCard.styles';
import { ProfileCardDetails, ProfileCardError, ProfileCardSkeleton } from '../ProfileCard/ProfileCardParts';
import { formatOrderDate } from '../PurchaseHistory/PurchaseHistoryFormat';
import { formatPv } from '../PvValue/PvValue';
import { TextLink, type LinkComponentProps } from '../TextLink/TextLink';
import { StyledSlot, StyledSlotList, StyledSlotNote } from './GenealogyMemberDetails.styles';

export interface GenealogyMemberDetailsProps extends LinkComponentProps {
  /** The member chosen in the tree (undefined while the tree loads). */
  member: GenealogyNode | null | undefined;
  title?: ReactNode;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /**
   * Where to register a new partner under this member (its upline), or null when the viewer may
   * not; shown while the member has a free slot.
   */
  registerHref?: (member: GenealogyNode) => string | null;
  emptyText?: ReactNode;
}

const statusTone = { active: 'success', inactive: 'warning', expired: 'danger' } as const;
const statusText = { active: 'Active', inactive: 'Awaiting payment', expired: 'Expired' } as const;
const count = new Intl.NumberFormat('en-US');
const pv = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? formatPv(value) : null;

/**
 * The member chosen in the genealogy: package, rank, state, join date, each leg's volume and
 * the members below, and while a slot under them is free a link to register a partner there.
 */
export function GenealogyMemberDetails({
  member,
  title = 'Member details',
  loading = false,
  error,
  onRetry,
  registerHref,
  emptyText = 'Choose a member in the tree to see their details',
  linkComponent,
}: GenealogyMemberDetailsProps) {
  const hasError = error !== undefined && error !== null && error !== false;
  let body: ReactNode;
  if (loading) {
    body = <ProfileCardSkeleton lines={6} />;
  } else if (hasError) {
    body = <ProfileCardError error={error} onRetry={onRetry} />;
  } else if (!member) {
    body = <EmptyState text={emptyText} />;
  } else {
    const free = typeof member.childrenCount === 'number' ? 2 - member.childrenCount : null;
    const href = free && free > 0 && registerHref ? registerHref(member) : null;
    body = (
      <>
        <StyledPersonHeader>
          <Avatar name={member.name} photoUrl={member.photoUrl ?? null} size={56} />
          <StyledPersonHeading>
            <StyledPersonName>{member.name}</StyledPersonName>
            <StyledPersonUsername>@{member.username}</StyledPersonUsername>
          </StyledPersonHeading>
        </StyledPersonHeader>
        <ProfileCardDetails
          details={[
            { label: 'Package', value: member.packageName },
            { label: 'Rank', value: member.rankName },
            {
              label: 'Status',
              value: member.status ? (
                <Badge tone={statusTone[member.status]}>{statusText[member.status]}</Badge>
              ) : null,
            },
            { label: 'Joined', value: formatOrderDate(member.joinedAt) },
            { label: 'Left leg', value: pv(member.leftPv) },
            { label: 'Right leg', value: pv(member.rightPv) },
            {
              label: 'Members below',
              value: typeof member.membersBelow === 'number' ? count.format(member.membersBelow) : null,
            },
          ]}
        />
        {free === 0 ? <StyledSlotNote>Both slots under {member.username} are taken.</StyledSlotNote> : null}
        {href && free ? (
          <StyledSlotList aria-label="Free slots">
            <StyledSlot>
              <span>
                {free === 2
                  ? `Both slots under ${member.username} are free; a new partner takes the left one.`
                  : `One slot under ${member.username} is free.`}
              </span>
              <TextLink href={href} linkComponent={linkComponent}>
                Register a partner here
              </TextLink>
            </StyledSlot>
          </StyledSlotList>
        ) : null}
      </>
    );
  }
  return <Card title={title}>{body}</Card>;
}
