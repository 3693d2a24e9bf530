import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';
import {
  StyledPersonHeader,
  StyledPersonHeading,
  StyledPersonName,
  StyledPersonUsername,
} from './ProfileCard.styles';
import { ProfileCardDetails, ProfileCardError, ProfileCardSkeleton } from './ProfileCardParts';

export interface ProfileCardData {
  /** First and last name. */
  name: string;
  username: string;
  packageName?: string | null;
  rank?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  /** A loadable URL of the photo; a placeholder with initials is shown without one. */
  photoUrl?: string | null;
}

export interface ProfileCardProps {
  /** Undefined or null while loading or on error. */
  profile: ProfileCardData | null | undefined;
  title?: ReactNode;
  loading?: boolean;
  /** When set the card shows this error (with Retry when `onRetry` is given). */
  error?: ReactNode;
  onRetry?: () => void;
  /** E.g. an Edit button in the card header. */
  actions?: ReactNode;
}

/** The member's profile card: photo, name, username, package, rank and contact details. */
export function ProfileCard({
  profile,
  title = 'My Profile',
  loading = false,
  error,
  onRetry,
  actions,
}: ProfileCardProps) {
  const hasError = error !== undefined && error !== null && error !== false;
  let body: ReactNode;
  if (loading) {
    body = <ProfileCardSkeleton lines={6} />;
  } else if (hasError || !profile) {
    body = <ProfileCardError error={hasError ? error : 'An error occurred'} onRetry={onRetry} />;
  } else {
    body = (
      <>
        <StyledPersonHeader>
          <Avatar name={profile.name} photoUrl={profile.photoUrl} size={64} />
          <StyledPersonHeading>
            <StyledPersonName>{profile.name}</StyledPersonName>
            <StyledPersonUsername>@{profile.username}</StyledPersonUsername>
            {profile.packageName ? (
              <span>
                <Badge tone="brand">{profile.packageName}</Badge>
              </span>
            ) : null}
          </StyledPersonHeading>
        </StyledPersonHeader>
        <ProfileCardDetails
          details={[
            { label: 'Package', value: profile.packageName },
            { label: 'Username', value: profile.username },
            { label: 'Rank', value: profile.rank },
            { label: 'Phone', value: profile.phone },
            { label: 'Email', value: profile.email },
            { label: 'Address', value: profile.address },
          ]}
        />
      </>
    );
  }
  return (
    <Card title={title} actions={actions}>
      {body}
    </Card>
  );
}
