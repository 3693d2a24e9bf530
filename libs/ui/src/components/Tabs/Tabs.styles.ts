import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';

export const StyledTabsRoot = styled(RadixTabs.Root)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const StyledTabsList = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
`;

export const StyledTabsTrigger = styled(RadixTabs.Trigger)`
  flex: none;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.gray600};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.brand700};
  }

  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.brand700};
    border-bottom-color: ${({ theme }) => theme.colors.brand600};
  }

  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const StyledTabsContent = styled(RadixTabs.Content)`
  min-width: 0;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand500};
    outline-offset: 2px;
  }
`;
