import { test as base, type BrowserContext, type Worker } from '@playwright/test';
import { launchWithExtension } from './harness';

export * from './harness';

export interface ExtFixtures {
  context: BrowserContext;
  serviceWorker: Worker;
  extensionId: string;
}

interface Launched {
  launched: Awaited<ReturnType<typeof launchWithExtension>>;
}

export const test = base.extend<ExtFixtures & Launched>({
  // eslint-disable-next-line no-empty-pattern
  launched: async ({}, use) => {
    const launched = await launchWithExtension({ headless: true });
    await use(launched);
    await launched.context.close();
  },
  context: async ({ launched }, use) => use(launched.context),
  serviceWorker: async ({ launched }, use) => use(launched.serviceWorker),
  extensionId: async ({ launched }, use) => use(launched.extensionId),
});

export const expect = test.expect;
