import styled from 'styled-components';

export const StyledCodeIntro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const StyledCodeTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledCodeText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray600};
  overflow-wrap: anywhere;
`;

export const StyledCodeInputWrapper = styled.div`
  & input {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    letter-spacing: 0.4em;
    text-align: center;
  }
`;
