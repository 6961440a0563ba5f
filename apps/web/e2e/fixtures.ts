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
      page.on('requestfailed', (request) => {
        const error = request.failure()?.errorText;
        const cancelledByNavigation =
          error === 'net::ERR_ABORTED' &&
          (request.isNavigationRequest() ||
            new URL(request.url()).pathname === '/favicon.svg' ||
            startedIn.get(request) !== documents);
        if (!cancelledByNavigation) problems.push(`request failed: ${request.url()} (${error})`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) {
          problems.push(`HTTP ${response.status()}: ${response.url()}`);
        }
      });
      await use(messages);
      const unexpected = problems.filter(
        (p) => !expectedProblems.patterns.some((re) => re.test(p)),
      );
      expect(unexpected, 'console errors, page errors and failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
