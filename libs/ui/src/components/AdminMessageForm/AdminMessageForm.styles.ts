import styled from 'styled-components';
import { controlStyles } from '../TextField/TextField.styles';

export const StyledMessageText = styled.textarea`
  ${controlStyles}
  min-height: 7rem;
  resize: vertical;
`;

export const StyledToggleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
