import type Dexie from 'dexie';

/**
 * Nothing in a real build. `TWICE_TEST_HOOKS=1 wxt build` replaces this module with e2e/fakes/test-hooks.ts,
 * which lets end-to-end tests make the store's writes fail the way a full disk does.
 */
export function installTestHooks(_db: Dexie): void {}
