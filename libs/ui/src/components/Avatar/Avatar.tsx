import { useState } from 'react';
import { StyledAvatar } from './Avatar.styles';

export interface AvatarProps {
  name: string;
  photoUrl?: string | null | undefined;
  size?: number;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** The member's photo, or a placeholder with initials when there is none (or it fails to load). */
export function Avatar({ name, photoUrl, size = 48 }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const showPhoto = Boolean(photoUrl) && !failed;
  return (
    <StyledAvatar $size={size} data-testid="avatar" data-placeholder={showPhoto ? undefined : 'true'}>
      {showPhoto ? (
        <img src={photoUrl ?? undefined} alt={`Photo of ${name}`} onError={() => setFailed(true)} />
      ) : (
        <span role="img" aria-label={`${name} (no photo)`}>
          {initials(name) || '?'}
        </span>
      )}
    </StyledAvatar>
  );
}
