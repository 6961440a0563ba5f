import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// A transition: React hydrates in slices, leaving the main thread to the person between them;
// a click or a key on a part not hydrated yet makes React hydrate it first, then handle it.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
