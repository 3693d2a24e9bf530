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

// ── Layout toggle ───────────────────────────────────────────────────────────────────────

export const StyledLayoutToggle = styled.div`
  display: inline-flex;
  padding: 0.125rem;
  gap: 0.125rem;
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray50};

  & > button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.brand700};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

// ── Organisation chart ──────────────────────────────────────────────────────────────────
// Connector lines are backgrounds (no pseudo-elements, nothing positioned): each member draws
// its part of the bar above it and the line down to its box, and a group draws the line up to
// its parent.

const CHART_LINE = '1.125rem';
const line = (colour: string) => `linear-gradient(${colour}, ${colour})`;

export const StyledChartViewport = styled.div<{ $height: number }>`
  height: ${({ $height }) => `${$height}px`};
  max-height: 70vh;
  overflow: auto;
  overscroll-behavior: contain;
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray50};

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.brand500};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const StyledChartTree = styled.ul`
  display: flex;
  justify-content: center;
  box-sizing: border-box;
  /* As wide as the chart, at least the frame: wide charts scroll from their left edge. */
  width: max-content;
  min-width: 100%;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]} ${theme.space[6]}`};
  list-style: none;
`;

export const StyledChartGroup = styled.ul`
  display: flex;
  justify-content: center;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]} 0 0;
  list-style: none;
  /* The line from the parent's box down to the bar. */
  background: ${({ theme }) => line(theme.colors.gray300)} calc(50% - 0.5px) 0 / 1px
    ${({ theme }) => theme.space[4]} no-repeat;
`;

export const StyledChartItem = styled.li`
  /*
   * Isolates each branch: when a branch beside it grows, the browser moves it as a whole instead
   * of walking every box in it again. The padding keeps the side tag, the open/closed marker and
   * the focus ring inside (paint containment clips at the padding edge).
   */
  contain: layout paint;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[1]} ${theme.space[3]}`};
  /* The line down to the box, and the bar: whole for middle members, half for the outer ones. */
  background:
    ${({ theme }) => line(theme.colors.gray300)} calc(50% - 0.5px) 0 / 1px ${({ theme }) => theme.space[4]}
      no-repeat,
    ${({ theme }) => line(theme.colors.gray300)} 0 0 / 100% 1px no-repeat;

  &:first-child {
    background:
      ${({ theme }) => line(theme.colors.gray300)} calc(50% - 0.5px) 0 / 1px ${({ theme }) => theme.space[4]}
        no-repeat,
      ${({ theme }) => line(theme.colors.gray300)} 100% 0 / 50% 1px no-repeat;
  }

  &:last-child {
    background:
      ${({ theme }) => line(theme.colors.gray300)} calc(50% - 0.5px) 0 / 1px ${({ theme }) => theme.space[4]}
        no-repeat,
      ${({ theme }) => line(theme.colors.gray300)} 0 0 / calc(50% + 0.5px) 1px no-repeat;
  }

  &:only-child {
    padding-top: ${({ theme }) => theme.space[2]};
    background: ${({ theme }) => line(theme.colors.gray300)} calc(50% - 0.5px) 0 / 1px
      ${({ theme }) => theme.space[2]} no-repeat;
  }

  &[data-root] {
    background: none;
  }
`;

export const StyledChartBox = styled.div`
  position: relative;
  display: block;
  box-sizing: border-box;
  width: 11rem;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: pointer;
  user-select: none;
  text-align: left;
  outline: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.brand500};
  }

  &[aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.brand600};
    background: ${({ theme }) => theme.colors.brand50};
  }

  &[data-highlight='true'] {
    border-color: ${({ theme }) => theme.colors.warning};
    background: ${({ theme }) => theme.colors.warningBg};
  }

  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** Avatar and username beside each other; package/rank and PV below, the box's full width. */
export const StyledChartContent = styled.span`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  column-gap: ${({ theme }) => theme.space[2]};
  row-gap: ${({ theme }) => theme.space[1]};
`;

export const StyledChartAvatar = styled.span`
  display: inline-flex;
`;

export const StyledChartText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const ellipsis = `
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  line-height: ${CHART_LINE};
`;

/** Up to two lines, broken anywhere: long usernames often differ only at the end. */
export const StyledChartUsername = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  word-break: break-all;
  line-height: ${CHART_LINE};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.gray900};
`;

export const StyledChartName = styled.span`
  ${ellipsis}
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.gray600};
`;

export const StyledChartMeta = styled.span`
  ${ellipsis}
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.brand700};
`;

export const StyledChartPv = styled.span`
  ${ellipsis}
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.gray700};
`;

export const StyledChartStatus = styled.span<{ $tone: 'success' | 'danger' | 'warning' }>`
  ${ellipsis}
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $tone }) => theme.colors[$tone]};

  &::before {
    content: '●';
    margin-right: ${({ theme }) => theme.space[1]};
  }
`;

export const StyledChartNote = styled.span`
  grid-column: 1 / -1;
  line-height: ${CHART_LINE};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

export const StyledChartSide = styled(StyledSide)`
  position: absolute;
  top: calc(-1 * ${({ theme }) => theme.space[2]});
  left: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
`;

/** The open/closed marker on the box's lower edge (the box itself is the click target). */
export const StyledChartToggle = styled.span`
  position: absolute;
  bottom: -0.625rem;
  left: calc(50% - 0.625rem);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: 1.25rem;
  height: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.gray300};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;

  &[data-state='open'] {
    border-color: ${({ theme }) => theme.colors.brand500};
    color: ${({ theme }) => theme.colors.brand700};
  }
`;

export const StyledChartSkeleton = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 8rem));
  justify-content: center;
  gap: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};

  & > :first-child {
    grid-column: 1 / -1;
    justify-self: center;
    width: 8rem;
  }
`;

export const StyledSkeletonBox = styled.span`
  display: block;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray100};
`;
