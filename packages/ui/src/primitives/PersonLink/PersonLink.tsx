'use client';

import { Link as ThemeLink } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { paths } from '../../domain/paths';
import { Link } from '../Link';

export interface PersonLinkProps {
  /** The person's name as shown. */
  name: string;
  /**
   * Their user id: the name links to their profile. Left out (a withheld or unknown person),
   * the name is plain text.
   */
  personId?: string;
  /** A profile's address from a user id. Default `paths.profileOf` (`/profile/{id}`). */
  profileHref?: (userId: string) => string;
  /**
   * Inside running text: underlined always, so it stands out from the words around it without
   * relying on colour. Otherwise (a name on its own, e.g. a heading) underlined on hover.
   */
  inText?: boolean;
  /** Marks the link for tests and styling hooks. */
  'data-slot'?: string;
}

/**
 * A person's name that opens their profile: a real link (middle-click, keyboard, copy link)
 * through the app's link component, in high-contrast text, underlined on hover (always when
 * it sits inside a sentence).
 */
export function PersonLink({
  name,
  personId,
  profileHref = paths.profileOf,
  inText = false,
  ...rest
}: PersonLinkProps) {
  if (!personId) return name;
  return (
    <ThemeLink asChild highContrast underline={inText ? 'always' : 'hover'}>
      <Link href={profileHref(personId)} {...rest}>
        {name}
      </Link>
    </ThemeLink>
  );
}

/**
 * `text` with the first mention of `person`'s name as a `PersonLink` ('New message from Sarah
 * Chen' → 'New message from [Sarah Chen]'); the text as it is when the name is not in it.
 */
export function mentionPerson(
  text: string,
  person: { id: string; name: string } | undefined,
  profileHref?: (userId: string) => string,
): ReactNode {
  const at = person ? text.indexOf(person.name) : -1;
  if (!person || at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <PersonLink name={person.name} personId={person.id} profileHref={profileHref} inText />
      {text.slice(at + person.name.length)}
    </>
  );
}
