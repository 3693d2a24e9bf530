import styled from 'styled-components';

/** The fields of an edit form side by side from `sm` up (one column on phones). */
export const StyledEditFormDialogFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
