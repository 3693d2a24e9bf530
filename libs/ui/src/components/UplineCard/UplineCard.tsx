import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Card } from '../Card/Card';
import { EmptyState } from '../EmptyState/EmptyState';
import {
  StyledPersonHeader,
  StyledPersonHeading,
  StyledPersonName,
  StyledPersonUsername,
} from '../ProfileCard/ProfileCard.styles';
import { ProfileCardDetails, ProfileCardError, ProfileCardSkeleton } from '../ProfileCard/ProfileCardParts';
import { StyledUplineEmail } from './UplineCard.styles';

/** The API's upline details (field names as the contract spells them). */
export interface UplineCardData {
  package: string | null;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  photo_path?: string | null;
}

export interface UplineCardProps {
  /** Null when the member has no placement upline (the company's root account). */
  upline: UplineCardData | null | undefined;
  title?: ReactNode;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** Turns photo_path into a loadable URL; without it photo_path is used as is. */
  resolvePhotoUrl?: (photoPath: string) => string;
  emptyText?: ReactNode;
}

/** The member's placement upline: photo, name, username, package and email. */
export function UplineCard({
  upline,
  title = 'Upline',
  loading = false,
  error,
  onRetry,
  resolvePhotoUrl,
  emptyText = 'You have no upline',
}: UplineCardProps) {
  const hasError = error !== undefined && error !== null && error !== false;
  let body: ReactNode;
  if (loading) {
    body = <ProfileCardSkeleton lines={4} />;
  } else if (hasError) {
    body = <ProfileCardError error={error} onRetry={onRetry} />;
  } else if (!upline) {
    body = <EmptyState text={emptyText} />;
  } else {
    const name = `${upline.first_name} ${upline.last_name}`.trim();
    const photo = upline.photo_path
      ? resolvePhotoUrl
        ? resolvePhotoUrl(upline.photo_path)
        : upline.photo_path
      : null;
    body = (
      <>
        <StyledPersonHeader>
          <Avatar name={name} photoUrl={photo} size={56} />
          <StyledPersonHeading>
            <StyledPersonName>{name}</StyledPersonName>
            <StyledPersonUsername>@{upline.username}</StyledPersonUsername>
          </StyledPersonHeading>
        </StyledPersonHeader>
        <ProfileCardDetails
          details={[
            { label: 'Package', value: upline.package },
            { label: 'Name', value: name },
            {
              label: 'Email',
              value: upline.email ? (
                <StyledUplineEmail href={`mailto:${upline.email}`}>{upline.email}</StyledUplineEmail>
              ) : null,
            },
            { label: 'Username', value: upline.username },
          ]}
        />
      </>
    );
  }
  return <Card title={title}>{body}</Card>;
}
