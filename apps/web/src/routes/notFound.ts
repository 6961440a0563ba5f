import { useEffect } from 'react';

/**
 * Logs a not-found once per address, as the 404 route does: an unknown path, job,
 * conversation or profile is worth a look (a broken link somewhere), not an error.
 */
export function useLogNotFound(what: string | undefined, where: string): void {
  useEffect(() => {
    if (what) console.warn(`404: ${what} ${where}`);
  }, [what, where]);
}
