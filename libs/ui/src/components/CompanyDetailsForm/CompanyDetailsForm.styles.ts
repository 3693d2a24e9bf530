import styled from 'styled-components';
import { controlStyles } from '../TextField/TextField.styles';

export const StyledCompanyAddress = styled.textarea`
  ${controlStyles}
  min-height: 4.5rem;
  resize: vertical;
`;
