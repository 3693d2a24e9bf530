import styled from 'styled-components';

export const StyledTextLinkWrapper = styled.span`
  & > a {
    color: ${({ theme }) => theme.colors.brand700};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: underline;
    text-underline-offset: 2px;
  }

  & > a:hover {
    color: ${({ theme }) => theme.colors.brand900};
  }
`;
