import styled from 'styled-components';

export const StyledChangeList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray50};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export const StyledChangeListItem = styled.li`
  color: ${({ theme }) => theme.colors.gray700};

  strong {
    color: ${({ theme }) => theme.colors.gray900};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
