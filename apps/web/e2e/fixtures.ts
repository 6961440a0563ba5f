import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * Every journey fails on any console error, uncaught page error, failed
 * request or HTTP error response (the guard is automatic). A test that
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
      const problems: string[] = [];
      page.on('console', (message) => {
        messages.push(message);
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
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
        const cancelledByNavigation =
          request.isNavigationRequest() ||
          new URL(request.url()).pathname === '/favicon.svg' ||
          startedIn.get(request) !== documents;
        if (!cancelledByNavigation) aborted.push({ problem, loads });
      });
      page.on('response', (response) => {
        if (response.status() >= 400) {
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
