import styled from 'styled-components';

export const StyledAdminDashboardStats = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

export const StyledAdminDashboardStatsGroup = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const StyledAdminDashboardStatsTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.gray900};
`;

export const StyledAdminDashboardStatsCards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[4]};
  }
`;
