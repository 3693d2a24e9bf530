import styled from 'styled-components';

export const StyledStatusNotice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  max-width: 44rem;
`;

export const StyledStatusText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray600};
  overflow-wrap: anywhere;
`;

export const StyledStatusDetails = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: max-content minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[4]};
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.gray600};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.gray900};
    overflow-wrap: anywhere;
  }
`;

export const StyledStatusActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledStatusBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;
