import styled from 'styled-components';

export const StyledCompanyBankList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const StyledCompanyBankToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledAccountNumber = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  white-space: nowrap;
`;

/** A bank's name: one line (the table scrolls sideways on a phone instead of breaking words). */
export const StyledBankName = styled.span`
  white-space: nowrap;
`;
