import styled from 'styled-components';

export const StyledAppShell = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.colors.gray50};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 17rem 1fr;
  }
`;

export const StyledAppShellSidebar = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.sidebar};
  inset: 0 auto 0 0;
  width: min(17rem, 85vw);
  overflow-y: auto;
  transform: translateX(-100%);
  transition: transform ${({ theme }) => theme.durations.normal};
  visibility: hidden;

  &[data-state='open'] {
    transform: none;
    visibility: visible;
  }

  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: 0;
    width: auto;
    height: 100vh;
    transform: none;
    visibility: visible;
  }
`;

export const StyledAppShellBackdrop = styled.div`
  position: fixed;
  z-index: calc(${({ theme }) => theme.zIndices.sidebar} - 1);
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

export const StyledAppShellMain = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const StyledAppShellTopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: calc(${({ theme }) => theme.zIndices.sidebar} - 2);
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 3.5rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
  background: ${({ theme }) => theme.colors.white};
`;

export const StyledAppShellMenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.gray700};
  cursor: pointer;

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

export const StyledAppShellHeaderSlot = styled.div`
  flex: 1;
  min-width: 0;
`;

export const StyledAppShellContent = styled.main`
  flex: 1;
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]}`};
  }
`;
