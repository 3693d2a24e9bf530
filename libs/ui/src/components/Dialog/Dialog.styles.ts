import * as RadixDialog from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const StyledDialogOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};

  &[data-state='open'] {
    animation: ${fadeIn} ${({ theme }) => theme.durations.normal} ease-out;
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-state='open'] {
      animation: none;
    }
  }
`;

export const StyledDialogContent = styled(RadixDialog.Content)`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  /* Percentages of the viewport, or of the DialogFrame holding it in a story catalogue. */
  width: calc(100% - ${({ theme }) => theme.space[6]});
  max-width: 32rem;
  max-height: calc(100% - ${({ theme }) => theme.space[6]});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.gray900};

  &[data-state='open'] {
    animation: ${fadeIn} ${({ theme }) => theme.durations.normal} ease-out;
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-state='open'] {
      animation: none;
    }
  }

  &:focus {
    outline: none;
  }
`;

export const StyledDialogTitle = styled(RadixDialog.Title)`
  margin: ${({ theme }) => `0 ${theme.space[6]} ${theme.space[2]} 0`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledDialogDescription = styled(RadixDialog.Description)`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.gray600};
`;

export const StyledDialogBody = styled.div`
  overflow-wrap: anywhere;
`;

export const StyledDialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

export const StyledDialogClose = styled(RadixDialog.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.gray600};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.gray100};
  }
`;

/** A story catalogue's box for one open dialog: it holds the dialog's fixed position. */
export const StyledDialogFrame = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
`;

export const StyledDialogFrameCaption = styled.figcaption`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.gray700};
`;

export const StyledDialogFrameStage = styled.div<{ $height: string }>`
  position: relative;
  height: ${({ $height }) => $height};
  overflow: hidden;
  /* A transform makes this box the containing block of the dialog's position: fixed. */
  transform: translateZ(0);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.overlay};
`;
