import { createContext, useContext } from 'react';

/**
 * The request's Content-Security-Policy nonce (app/entry.server.tsx makes one per request):
 * the inline scripts of a server-rendered page carry it. Prerendered pages are allowed theirs
 * by hash instead (server/serve.mjs). Empty in the browser: it only matters in the HTML.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
