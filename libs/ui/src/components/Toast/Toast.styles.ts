import styled from 'styled-components';
import type { Tone } from '../Alert/Alert.styles';
import { toneStyles } from '../Alert/Alert.styles';

/*
 * Toasts sit at the top of the window, under the app bar, where a page keeps its heading: a page's
 * primary action (Pay Now, Withdraw, Submit) is in its content or at the bottom of a dialog, so a
 * toast never covers it (it used to sit bottom right, over the Pay Now button). Full width on a
 * phone, a 24rem column at the right from md.
 */
export const StyledToastRegion = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  pointer-events: none;

  ${({ theme }) => theme.media.md} {
    top: ${({ theme }) => theme.space[4]};
    right: ${({ theme }) => theme.space[4]};
    left: auto;
    width: 24rem;
  }
`;

export const StyledToast = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: auto;
  ${({ $tone }) => toneStyles[$tone]}
`;

export const StyledToastMessage = styled.p`
  flex: 1;
  margin: 0;
`;

export const StyledToastClose = styled.button`
  flex: none;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;
  padding: 0 ${({ theme }) => theme.space[1]};
`;
