import type { LinkComponentProps } from '@brand/ui';
import type { FocusEvent, MouseEvent, TouchEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { preloadRoute } from './preload';

/**
 * Adapts react-router's Link to the `href` contract of @brand/ui. Hash links and
 * links to other origins stay plain anchors. Hovering, focusing or touching a link starts
 * loading its route's code.
 */
export function AppLink({
  href,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...rest
}: LinkComponentProps) {
  if (href.startsWith('#') || /^[a-z]+:/i.test(href)) {
    return (
      // eslint-disable-next-line jsx-a11y/anchor-has-content -- children arrive through props
      <a
        href={href}
        onMouseEnter={onMouseEnter}
        onFocus={onFocus}
        onTouchStart={onTouchStart}
        {...rest}
      />
    );
  }
  return (
    <RouterLink
      to={href}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        preloadRoute(href);
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        preloadRoute(href);
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        preloadRoute(href);
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
}
