import styled from 'styled-components';

export const StyledUserBadge = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand50};
  color: ${({ theme }) => theme.colors.gray900};

  &[data-tone='dark'] {
    background: ${({ theme }) => theme.colors.brand700};
    color: ${({ theme }) => theme.colors.white};
  }
`;

export const StyledUserBadgeText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const StyledUserBadgeName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

export const StyledUserBadgeSubtitle = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray700};
  overflow-wrap: anywhere;

  [data-tone='dark'] & {
    color: ${({ theme }) => theme.colors.brand100};
  }
`;

export const StyledUserBadgeOnline = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.brand700};

  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.brand500};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.brand200};
  }

  [data-tone='dark'] & {
    color: ${({ theme }) => theme.colors.brand100};
  }

  [data-tone='dark'] &::before {
    background: ${({ theme }) => theme.colors.brand200};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.brand500};
  }
`;
