import styled from 'styled-components';

export const StyledBankForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 36rem;
`;

export const StyledBankFields = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledResolvedName = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  & > input {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

export const StyledBankActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
