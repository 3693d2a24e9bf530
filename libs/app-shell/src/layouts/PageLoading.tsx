import styled from 'styled-components';
import { Spinner } from '@kola/ui';

// Layout glue only: centre the spinner in the space the page will take.
const StyledPageLoading = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
`;

/** What a route shows while its data (or its code) loads. */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <StyledPageLoading>
      <Spinner size="lg" label={label} />
    </StyledPageLoading>
  );
}
