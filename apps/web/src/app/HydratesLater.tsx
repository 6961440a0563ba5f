import {
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { holdHydrationInput } from './hydrationInput';

/**
 * `children` hydrated in a pass of their own, after the rest of the page: a Suspense boundary
 * that the server rendered whole is hydrated by React later, at low priority, and committed on
 * its own (or at once, when a person presses something in it first). The page's hydration is
 * then two shorter tasks, not one long one: /settings' commit was 25-42 ms at 1× CPU under
 * Lighthouse, 4× that in its simulation. What was typed before hydration is announced once the
 * boundary has hydrated (`holdHydrationInput`). Nothing suspends in it: on a client navigation
 * it renders as any element (React Router's navigations are transitions, which keep what is
 * shown, so the empty fallback never shows).
 */
export function HydratesLater({ children }: { children: ReactNode }) {
  const release = useRef<() => void>(undefined);
  // A layout effect of the root's commit: it runs before the root's effects (useHydrationInput).
  useLayoutEffect(() => (release.current = holdHydrationInput()), []);
  return (
    <Suspense fallback={null}>
      <Hydrated release={release} />
      {children}
    </Suspense>
  );
}

/** Commits with the boundary's content: the page has hydrated whole, the hold ends. */
function Hydrated({ release }: { release: RefObject<(() => void) | undefined> }) {
  useEffect(() => release.current?.(), [release]);
  return null;
}
