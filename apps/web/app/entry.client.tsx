import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { stopKeepingPresses } from '../src/app/earlyPending';

// A transition: React hydrates in slices, leaving the main thread to the person between them;
// a click or a key on a part not hydrated yet makes React hydrate it first, then handle it.
// A button pressed before this point is pressed again once hydrated (../src/app/earlyShortcuts).
stopKeepingPresses();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
