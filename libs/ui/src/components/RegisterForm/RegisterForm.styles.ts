import styled from 'styled-components';

export const StyledTermsRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledTermsText = styled.div`
  max-height: 50vh;
  overflow-y: auto;
  white-space: pre-line;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray700};
`;

export const StyledRegisterFooter = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.gray600};
`;
