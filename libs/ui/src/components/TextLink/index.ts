export { TextLink, UiLink, linkTargetProps } from './TextLink';
export type { LinkComponent, LinkComponentProps, TextLinkProps } from './TextLink';
