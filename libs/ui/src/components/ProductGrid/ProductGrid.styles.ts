import styled, { keyframes } from 'styled-components';

export const StyledProductGrid = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

/** Two cards side by side on a 360 px phone, three or more on a wide screen. */
export const StyledProductList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 8rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledProductCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  &[data-in-cart='true'] {
    border-color: ${({ theme }) => theme.colors.brand200};
  }
`;

export const StyledImageButton = styled.button`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand50};
  cursor: zoom-in;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const StyledProductName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.gray900};
  overflow-wrap: anywhere;
`;

export const StyledProductFigures = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  margin-top: auto;

  & > strong {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.gray900};
  }

  & > span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.gray600};
  }
`;

export const StyledStepper = styled.div`
  display: grid;
  grid-template-columns: 2.25rem minmax(0, 1fr) 2.25rem;
  border: 1px solid ${({ theme }) => theme.colors.gray300};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.brand500};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  &[data-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  & > button {
    border: 0;
    background: ${({ theme }) => theme.colors.gray50};
    color: ${({ theme }) => theme.colors.gray900};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    cursor: pointer;
  }

  & > button:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.brand50};
  }

  & > button:disabled {
    color: ${({ theme }) => theme.colors.gray500};
    cursor: not-allowed;
  }
`;

export const StyledStepperInput = styled.input`
  width: 100%;
  min-width: 0;
  min-height: 2.25rem;
  border: 0;
  border-left: 1px solid ${({ theme }) => theme.colors.gray200};
  border-right: 1px solid ${({ theme }) => theme.colors.gray200};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.gray900};
  font: inherit;
  text-align: center;
  appearance: textfield;

  &::-webkit-outer-spin-button,
  &::-webkit-inner-spin-button {
    margin: 0;
    appearance: none;
  }

  &:focus {
    outline: none;
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.gray100};
  }
`;

export const StyledPreview = styled.div`
  display: flex;
  justify-content: center;
`;

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.45; }
  to { opacity: 1; }
`;

export const StyledSkeletonCard = styled.li`
  height: 15rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.gray100};
  animation: ${shimmer} 1.2s ease-in-out infinite;
`;

export const StyledInCart = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.brand700};
`;
