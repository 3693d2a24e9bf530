import styled from 'styled-components';

export const StyledHeldMember = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  span {
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

export const StyledHeldAmount = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  font-variant-numeric: tabular-nums;
`;

export const StyledHeldReason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray700};
`;

export const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

/** The reason reads as a line or two, not a column of single words on a phone. */
export const StyledHeldWhy = styled.span`
  display: block;
  min-width: 14rem;
`;
