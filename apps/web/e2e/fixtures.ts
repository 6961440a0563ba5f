import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * Every journey records console errors, uncaught page errors and failed
 * requests, and fails if any occurred. Tests that expect a console warning
 * (the 404 log) read `consoleMessages`.
 */
export const test = base.extend<{ consoleMessages: ConsoleMessage[] }>({
  consoleMessages: async ({ page }, use) => {
    const messages: ConsoleMessage[] = [];
    const problems: string[] = [];
    page.on('console', (message) => {
      messages.push(message);
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) =>
      problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
    );
    page.on('response', (response) => {
      if (response.status() >= 400) {
        problems.push(`HTTP ${response.status()}: ${response.url()}`);
      }
    });
    await use(messages);
    expect(problems, 'console errors, page errors and failed requests').toEqual([]);
  },
});

export { expect };
