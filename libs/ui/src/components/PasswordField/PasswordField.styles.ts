import styled from 'styled-components';

export const StyledPasswordControl = styled.div`
  position: relative;
  display: flex;

  & > input {
    padding-right: 3rem;
  }
`;

export const StyledPasswordToggle = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space[1]};
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.gray600};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.brand700};
  }

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.brand700};
    background: ${({ theme }) => theme.colors.brand50};
  }
`;
