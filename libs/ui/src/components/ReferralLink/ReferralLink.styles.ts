import styled from 'styled-components';
import { controlStyles } from '../TextField/TextField.styles';

export const StyledReferralLink = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const StyledReferralRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  & > button {
    flex: none;
    min-width: 6rem;
  }
`;

export const StyledReferralInput = styled.input`
  ${controlStyles}
  flex: 1 1 12rem;
  width: auto;
  min-width: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledReferralError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
