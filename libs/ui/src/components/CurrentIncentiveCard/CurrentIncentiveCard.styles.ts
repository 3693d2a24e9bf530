import styled from 'styled-components';

export const StyledIncentiveBody = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledIncentiveImage = styled.img`
  flex: none;
  width: 7rem;
  height: 7rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray100};
`;

export const StyledIncentivePlaceholder = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 7rem;
  height: 7rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand50};
  color: ${({ theme }) => theme.colors.brand700};
`;

export const StyledIncentiveText = styled.div`
  display: flex;
  flex: 1 1 12rem;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  color: ${({ theme }) => theme.colors.gray700};
`;

export const StyledIncentiveName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.gray900};
`;

export const StyledIncentiveFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  margin: 0;

  & > div {
    min-width: 0;
  }

  & dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.gray600};
  }

  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.gray900};
  }
`;

/** The claim's status as a (disabled) button: approved green, processing blue, anything else danger. */
export const StyledIncentiveStatus = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: default;
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};

  &[data-status='approved'] {
    background: ${({ theme }) => theme.colors.successBg};
    color: ${({ theme }) => theme.colors.success};
  }

  &[data-status='processing'] {
    background: ${({ theme }) => theme.colors.infoBg};
    color: ${({ theme }) => theme.colors.info};
  }
`;
