import styled from 'styled-components';
import { controlStyles } from '../TextField/TextField.styles';

export const StyledProfileForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 44rem;
`;

export const StyledProfilePhoto = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};

  & > :last-child {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;

export const StyledAddressInput = styled.textarea`
  ${controlStyles}
  resize: vertical;
  line-height: 1.5;
`;

export const StyledProfileActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
