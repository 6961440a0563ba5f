import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * Every journey fails on any console error, uncaught page error, failed
 * request or HTTP error response but the 404 page's own (the guard is automatic). A test that
 * provokes an error on purpose (a refused sign-in) lists what it expects in
 * `expectedProblems.patterns`; tests that check a logged warning read `consoleMessages`.
 */
export const test = base.extend<{
  expectedProblems: { patterns: RegExp[] };
  consoleMessages: ConsoleMessage[];
}>({
  expectedProblems: [{ patterns: [] }, { option: true }],
  consoleMessages: [
    async ({ page, expectedProblems }, use) => {
      const messages: ConsoleMessage[] = [];
      /** Addresses answered with the app's 404 page (or its data). */
      const notFoundPages = new Set<string>();
      const problems: string[] = [];
      page.on('console', (message) => {
        messages.push(message);
        // The browser's own line for the 404 page's status (judged with the response below).
        const notFoundLine =
          message.text().includes('status of 404 (Not Found)') &&
          notFoundPages.has(message.location().url);
        if (message.type() === 'error' && !notFoundLine)
          problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      // Leaving a document cancels what it was still loading; that is not a failure. A new
      // document starts with its navigation request (the old one's loads abort from then on).
      let documents = 0;
      const startedIn = new WeakMap<object, number>();
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
        startedIn.set(request, documents);
      });
      // A request the old document starts in the moment after a navigation has begun (an effect
      // racing the test's next goto) is cancelled by that navigation too: judged at the end,
      // such an abort counts only if no new document loaded after it.
      let loads = 0;
      page.on('domcontentloaded', () => loads++);
      const aborted: Array<{ problem: string; loads: number }> = [];
      page.on('requestfailed', (request) => {
        const error = request.failure()?.errorText;
        const problem = `request failed: ${request.url()} (${error})`;
        if (error !== 'net::ERR_ABORTED') return void problems.push(problem);
        // A route's data asked for by a navigation that a newer one replaced (React Router
        // cancels it) or by a link's prefetch: not a failure.
        if (new URL(request.url()).pathname.endsWith('.data')) return;
        const cancelledByNavigation =
          request.isNavigationRequest() ||
          new URL(request.url()).pathname === '/favicon.svg' ||
          startedIn.get(request) !== documents;
        if (!cancelledByNavigation) aborted.push({ problem, loads });
      });
      page.on('response', (response) => {
        // An unknown path is answered with the app's 404 page and a 404 status (its route's
        // data too, on a client navigation): what the test then sees is that page, which it
        // checks. Any other 4xx or 5xx is a problem.
        const request = response.request();
        const notFoundPage =
          response.status() === 404 &&
          (request.isNavigationRequest() || new URL(response.url()).pathname.endsWith('.data'));
        if (notFoundPage) notFoundPages.add(response.url());
        if (response.status() >= 400 && !notFoundPage) {
          problems.push(`HTTP ${response.status()}: ${response.url()}`);
        }
      });
      await use(messages);
      for (const a of aborted) if (loads === a.loads) problems.push(a.problem);
      const unexpected = problems.filter(
        (p) => !expectedProblems.patterns.some((re) => re.test(p)),
      );
      expect(unexpected, 'console errors, page errors and failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
