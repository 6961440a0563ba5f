import type { LinkComponentProps } from '@brand/ui';
import { Link as RouterLink } from 'react-router-dom';

/**
 * Adapts react-router's Link to the `href` contract of @brand/ui. Hash links and
 * links to other origins stay plain anchors.
 */
export function AppLink({ href, ...rest }: LinkComponentProps) {
  if (href.startsWith('#') || /^[a-z]+:/i.test(href)) {
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- children arrive through props
    return <a href={href} {...rest} />;
  }
  return <RouterLink to={href} {...rest} />;
}
