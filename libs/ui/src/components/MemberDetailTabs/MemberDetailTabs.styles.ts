import styled from 'styled-components';
import { controlStyles } from '../TextField/TextField.styles';

export const StyledMemberDetail = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const StyledMemberHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledMemberName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;
`;

export const StyledMemberMeta = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  flex: 1 1 12rem;
  color: ${({ theme }) => theme.colors.gray600};
`;

export const StyledBadgeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A tab's content: cards and tables stacked. */
export const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const StyledPanelGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StyledFactList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  align-items: center;
  margin: 0;

  & dt {
    color: ${({ theme }) => theme.colors.gray700};
  }

  & dd {
    margin: 0;
    text-align: end;
    overflow-wrap: anywhere;
  }
`;

export const StyledPanelHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledTextarea = styled.textarea`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
`;

export const StyledBalance = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};

  & strong {
    color: ${({ theme }) => theme.colors.brand900};
  }
`;
