import type { LinkComponentProps } from '@brand/ui';
import { Link as RouterLink } from 'react-router';

/**
 * Adapts react-router's Link to the `href` contract of @brand/ui. Hash links and links to
 * other origins stay plain anchors. Hovering or focusing a link starts loading its route's
 * code and data (React Router's `prefetch="intent"`).
 */
export function AppLink({ href, ...rest }: LinkComponentProps) {
  if (href.startsWith('#') || /^[a-z]+:/i.test(href)) {
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- children arrive through props
    return <a href={href} {...rest} />;
  }
  return <RouterLink to={href} prefetch="intent" {...rest} />;
}
