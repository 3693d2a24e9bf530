import styled from 'styled-components';

/** The setting cards of a catalogue screen: side by side from 720 px, one column on a phone. */
export const StyledScreenSettings = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  min-width: 0;
`;

/** The payment provider card's two services, one under the other. */
export const StyledProviderRows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** One service: its select, then Save beside it (below it on a phone). */
export const StyledProviderForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};

  & > :first-child {
    flex: 1 1 260px;
    min-width: 0;
  }

  /* Beside the select, level with the field rather than its label. */
  ${({ theme }) => theme.media.sm} {
    & > button {
      margin-top: 1.6rem;
    }
  }
`;
