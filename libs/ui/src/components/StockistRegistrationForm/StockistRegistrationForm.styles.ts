import styled from 'styled-components';

/** Form on the left, preview and bank accounts on the right; stacked below 1024 px. */
export const StyledRegistrationLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const StyledRegistrationAside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const StyledDisclaimerText = styled.p`
  margin: 0;
`;
