import { landingSessionAttribute } from '@brand/ui';
import { useEffect, useRef } from 'react';
import { LandingContent } from '../landing/LandingContent';
import { useSession } from '../session/SessionProvider';

/**
 * `/`: a signed-in visitor gets 'Go to dashboard' where the join buttons are. The page keeps
 * the prerendered page's markup (`unknown`: both versions, `data-session` on `<html>` picks
 * one, set before the first paint) and, once the browser's client knows who is signed in, only
 * keeps that attribute right. Drawing the signed-in version instead would replace the links
 * under a pointer: a click whose press landed on the old link and release on the new one is
 * no click at all (a 'Go to dashboard' click was lost that way).
 */
export function LandingRoute() {
  const { status } = useSession();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    const root = document.documentElement;
    const { name, signedIn } = landingSessionAttribute;
    if (status === 'signed-in') {
      wasSignedIn.current = true;
      root.setAttribute(name, signedIn);
    } else if (status === 'signed-out' && wasSignedIn.current) {
      // Signed out here (the first 'signed-out' is only the prerendered page's default: the
      // head's script has read the cookie already).
      wasSignedIn.current = false;
      root.removeAttribute(name);
    }
  }, [status]);
  return <LandingContent session="unknown" />;
}
