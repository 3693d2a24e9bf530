import styled from 'styled-components';

export const StyledOrderLookup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

export const StyledCodeForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};

  & > :first-child {
    flex: 1 1 14rem;
  }
`;

export const StyledFetchButtonSlot = styled.div`
  padding-top: ${({ theme }) => theme.space[5]};
`;

export const StyledMember = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledMemberDetails = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  flex: 1 1 14rem;
  min-width: 0;
  margin: 0;

  & > dt {
    color: ${({ theme }) => theme.colors.gray600};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  & > dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const StyledLineProduct = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 10rem;
`;

export const StyledApproveRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;
