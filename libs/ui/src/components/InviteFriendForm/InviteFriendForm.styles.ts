import styled from 'styled-components';

export const StyledInviteForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledInviteFields = styled.fieldset`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledInviteActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
