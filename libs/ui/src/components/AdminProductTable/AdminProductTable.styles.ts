import styled from 'styled-components';

export const StyledAdminProductTable = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const StyledProductCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray700};

  & strong {
    color: ${({ theme }) => theme.colors.gray900};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const StyledProductDescriptionCell = styled.span`
  display: -webkit-box;
  max-width: 20rem;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;
