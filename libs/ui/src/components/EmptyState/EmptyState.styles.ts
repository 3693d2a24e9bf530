import styled from 'styled-components';

export const StyledEmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.gray600};
  text-align: center;
`;

export const StyledEmptyStateIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand50};
  color: ${({ theme }) => theme.colors.brand600};
`;

export const StyledEmptyStateText = styled.p`
  margin: 0;
`;
