import styled from 'styled-components';

/** The setting cards of a catalogue screen: side by side from 720 px, one column on a phone. */
export const StyledScreenSettings = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  min-width: 0;
`;
