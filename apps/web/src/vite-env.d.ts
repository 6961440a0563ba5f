/// <reference types="vite/client" />

/** What the app reads from its environment (see apps/web/.env.example). */
interface ImportMetaEnv {
  /** The Supabase project's URL: the local stack's in development, a hosted project's in production. */
  readonly VITE_SUPABASE_URL: string;
  /** The project's anon public key. Public: shipped to every browser. */
  readonly VITE_SUPABASE_ANON_KEY: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
