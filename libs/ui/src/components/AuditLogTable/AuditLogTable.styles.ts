import styled from 'styled-components';

export const StyledAuditLog = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const StyledChanges = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export const StyledBefore = styled.del`
  color: ${({ theme }) => theme.colors.danger};
`;

export const StyledAfter = styled.ins`
  color: ${({ theme }) => theme.colors.success};
  text-decoration: none;
`;

export const StyledField = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const StyledNoWrap = styled.span`
  white-space: nowrap;
`;
