import type { ElementType, ReactNode } from 'react';
import { StyledTextLinkWrapper } from './TextLink.styles';

/**
 * How every link in @kola/ui is rendered. Apps pass react-router's `Link` as
 * `linkComponent`; it receives `to` (and `href`). A plain string tag such as 'a' gets `href`.
 */
export type LinkComponent = ElementType;

export interface LinkComponentProps {
  /** Defaults to 'a'. Pass react-router's `Link` for client-side navigation. */
  linkComponent?: LinkComponent;
}

export interface TextLinkProps extends LinkComponentProps {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page';
  onClick?: () => void;
}

/** Props for the given link component: `href` for a tag, `to` + `href` for a router link. */
export function linkTargetProps(linkComponent: LinkComponent, href: string): Record<string, string> {
  return typeof linkComponent === 'string' ? { href } : { to: href, href };
}

/** A bare link (no styling) rendered through `linkComponent`. */
export function UiLink({ href, linkComponent = 'a', children, ...rest }: TextLinkProps) {
  const Component = linkComponent;
  return (
    <Component {...linkTargetProps(Component, href)} {...rest}>
      {children}
    </Component>
  );
}

/** An inline text link in brand colour. */
export function TextLink(props: TextLinkProps) {
  return (
    <StyledTextLinkWrapper>
      <UiLink {...props} />
    </StyledTextLinkWrapper>
  );
}
