import styled from 'styled-components';

export const StyledSidebar = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  /* At least the frame's height, and taller when the menu is: the background follows every item. */
  min-height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.brand900};
  color: ${({ theme }) => theme.colors.white};
`;

export const StyledSidebarBrand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.white};
`;

export const StyledSidebarList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.half};
  margin: 0;
  padding: 0;
  list-style: none;

  & & {
    margin: ${({ theme }) => `${theme.space.half} 0 0 ${theme.space[4]}`};
    padding-left: ${({ theme }) => theme.space[2]};
    border-left: 1px solid ${({ theme }) => theme.colors.brand700};
  }
`;

export const StyledSidebarLinkWrapper = styled.div`
  & > a,
  & > button {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    width: 100%;
    min-height: 2.5rem;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.brand100};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }

  & > a:hover,
  & > button:hover {
    background: ${({ theme }) => theme.colors.brand700};
    color: ${({ theme }) => theme.colors.white};
  }

  & > a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand600};
    color: ${({ theme }) => theme.colors.white};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  & > button[aria-expanded] > [data-chevron] {
    margin-left: auto;
    transition: transform ${({ theme }) => theme.durations.fast};
  }

  & > button[aria-expanded='true'] > [data-chevron] {
    transform: rotate(90deg);
  }
`;

export const StyledSidebarIcon = styled.span`
  display: inline-flex;
  flex: none;
  width: 1.25rem;
  justify-content: center;
`;

export const StyledSidebarFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;

  & > button {
    color: ${({ theme }) => theme.colors.white};
    border-color: ${({ theme }) => theme.colors.brand500};
    background: transparent;
  }
`;
