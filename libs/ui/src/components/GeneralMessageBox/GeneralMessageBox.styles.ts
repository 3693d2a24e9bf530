import styled from 'styled-components';

export const StyledMessageBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-left: 4px solid ${({ theme }) => theme.colors.brand500};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};

  &[data-state='empty'] {
    border-left-color: ${({ theme }) => theme.colors.gray300};
  }

  &[data-state='error'] {
    padding: 0;
    border: 0;
    background: transparent;
  }
`;

export const StyledMessageSubject = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.gray900};
  overflow-wrap: anywhere;
`;

export const StyledMessageBody = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray700};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const StyledMessageEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray600};
`;
