'use client';

import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** What `@brand/ui` hands to the app's link component: an anchor's props with a required `href`. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link goes: an app path such as '/jobs/42', or any URL. */
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainLink(props: LinkComponentProps) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- content arrives through props.children
  return <a {...props} />;
}

const LinkContext = createContext<LinkComponent>(PlainLink);

export interface LinkProviderProps {
  /**
   * The component every in-app link renders with, e.g. an adapter around
   * react-router's `<Link to={href}>`. Defaults to a plain `<a>`, which is what
   * Storybook, server rendering and apps without a client router want.
   */
  component: LinkComponent;
  children?: ReactNode;
}

/** Injects the app's link component; `@brand/ui` itself never imports a router. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** An in-app link rendered with the injected link component. */
export function Link(props: LinkComponentProps) {
  const Component = useContext(LinkContext);
  return <Component {...props} />;
}
