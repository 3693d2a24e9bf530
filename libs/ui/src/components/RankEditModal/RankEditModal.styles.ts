import styled from 'styled-components';
import { controlStyles } from '../TextField/TextField.styles';

export const StyledRankDescription = styled.textarea`
  ${controlStyles}
  min-height: 5rem;
  resize: vertical;
`;
