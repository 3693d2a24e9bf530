import styled from 'styled-components';
import { controlStyles } from '../TextField/TextField.styles';

export const StyledRankFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StyledRankDescription = styled.textarea`
  ${controlStyles}
  min-height: 5rem;
  resize: vertical;
`;
