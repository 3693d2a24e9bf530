import styled from 'styled-components';

/** The cards two or three abreast at 1280 px, one column on a phone. */
export const StyledSettingsGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;
