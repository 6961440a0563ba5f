export function contentSecurityPolicy(options: {
  nonce?: string;
  hashes?: string[];
  supabaseUrl?: string;
}): string;
export const securityHeaders: Record<string, string>;
