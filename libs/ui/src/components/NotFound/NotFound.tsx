import { Button } from '../Button/Button';
import { UiLink, type LinkComponentProps } from '../TextLink/TextLink';
import { StyledNotFound, StyledNotFoundCode, StyledNotFoundText } from './NotFound.styles';

export const NOT_FOUND_MESSAGE = 'Something went wrong. The page you are looking for is not found';

export interface NotFoundProps extends LinkComponentProps {
  homeHref?: string;
  homeLabel?: string;
}

/** The 404 page body. */
export function NotFound({
  homeHref = '/',
  homeLabel = 'Go to home page',
  linkComponent = 'a',
}: NotFoundProps) {
  return (
    <StyledNotFound>
      <StyledNotFoundCode>404</StyledNotFoundCode>
      <StyledNotFoundText>Something went wrong. The page you are looking for is not found</StyledNotFoundText>
      <Button asChild>
        <UiLink href={homeHref} linkComponent={linkComponent}>
          {homeLabel}
        </UiLink>
      </Button>
    </StyledNotFound>
  );
}
