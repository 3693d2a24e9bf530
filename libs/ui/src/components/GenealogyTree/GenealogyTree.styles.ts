import styled from 'styled-components';
import { MAX_INDENT_LEVELS } from './GenealogyTreeModel';

export const StyledGenealogy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledSearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  flex: 1 1 16rem;

  & > :first-child {
    flex: 1 1 10rem;
  }
`;

export const StyledToolbarActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledSearchMessage = styled.p`
  margin: 0;
  min-height: 1.25rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray700};
`;

export const StyledViewport = styled.div<{ $height: number }>`
  display: flex;
  flex-direction: column;
  height: ${({ $height }) => `${$height}px`};
  max-height: 70vh;
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  overflow: hidden;

  & > [role='tree'] {
    outline: none;
  }

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.brand500};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const StyledRow = styled.div`
  display: flex;
  align-items: stretch;
  box-sizing: border-box;
  padding-right: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.gray100};
  cursor: pointer;
  user-select: none;

  &:hover {
    background: ${({ theme }) => theme.colors.gray50};
  }

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.brand50};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.brand600};
  }

  &[data-highlight='true'] {
    background: ${({ theme }) => theme.colors.warningBg};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.warning};
  }
`;

/** Vertical guide lines, one per ancestor level, drawn as a repeating gradient (no extra DOM). */
export const StyledIndent = styled.span<{ $levels: number }>`
  flex: none;
  /* Never more than 40% of the row, so the member stays readable on a phone. */
  width: min(calc(${({ $levels }) => Math.min($levels, MAX_INDENT_LEVELS)} * 1rem), 40%);
  background-image: linear-gradient(
    to right,
    transparent calc(50% - 0.5px),
    ${({ theme }) => theme.colors.gray300} calc(50% - 0.5px),
    ${({ theme }) => theme.colors.gray300} calc(50% + 0.5px),
    transparent calc(50% + 0.5px)
  );
  background-size: 1rem 100%;
  background-repeat: repeat-x;

  ${({ theme }) => theme.media.sm} {
    width: min(calc(${({ $levels }) => Math.min($levels, MAX_INDENT_LEVELS)} * 1.5rem), 40%);
    background-size: 1.5rem 100%;
  }
`;

export const StyledToggle = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  color: ${({ theme }) => theme.colors.gray600};

  & > svg {
    transition: transform ${({ theme }) => theme.durations.fast};
  }

  &[data-state='open'] > svg {
    transform: rotate(90deg);
  }
`;

export const StyledNodeBody = styled.span`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 0.125rem;
  min-width: 0;
  flex: 1 1 auto;
`;

export const StyledNodeLine = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  white-space: nowrap;
`;

export const StyledNodeUsername = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.gray900};
`;

export const StyledNodeName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.gray600};
`;

export const StyledNodeNote = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

export const StyledBadges = styled.span`
  display: none;
  gap: ${({ theme }) => theme.space[1]};

  ${({ theme }) => theme.media.sm} {
    display: inline-flex;
  }
`;

export const StyledSide = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.25rem;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.gray100};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const StyledLoadingRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
`;

export const StyledSkeletonRow = styled.span<{ $indent: number }>`
  display: block;
  height: 2rem;
  margin-left: ${({ $indent }) => `${$indent * 1.5}rem`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.gray100};
`;

export const StyledErrorBody = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
