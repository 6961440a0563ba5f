/*
 * The prerendered `/auth` page's JavaScript: hydrates the page rendered at build time (the
 * same tree, so focus and the page stay as they are), gives back what was typed before it
 * hydrated and the tab chosen meanwhile, then sends a submit the page held (see ./prehydration). supabase-js
 * loads when the person first reaches for the form, or when the browser is idle.
 */
import '../styles/auth';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { onIdle } from '../app/idle';
import { getSupabase } from '../session/client';
import { AuthIsland, authIslandOptions, authRootId } from './AuthIsland';
import { captureTypedText, releaseChosenTab, releaseHeldSubmit } from './prehydration';

const container = document.getElementById(authRootId);
if (container) {
  const giveBackTypedText = captureTypedText(container);
  const onHydrated = () => {
    giveBackTypedText();
    releaseChosenTab();
    // Once React has rendered the text given back (it does so as the hydration commits).
    setTimeout(releaseHeldSubmit, 0);
  };
  // As a transition, React hydrates in short slices instead of one long task (~280 ms of a
  // 4x slowed CPU for this page); input meanwhile makes it finish at once and is replayed.
  startTransition(() => {
    hydrateRoot(container, <AuthIsland onHydrated={onHydrated} />, authIslandOptions);
  });
  const warmUp = () => void getSupabase().catch(() => {});
  container.addEventListener('focusin', warmUp, { once: true });
  onIdle(warmUp, 4000);
}
