// TEST ONLY. Aliased over utils/test-hooks.ts by `TWICE_TEST_HOOKS=1 wxt build` (wxt.config.ts) into
// .output/<browser>-mv3-test-hooks; never part of a real build. While `test.storageFull` is true in
// storage.local, every write to the store fails with the browser's QuotaExceededError, in the background and
// in the extension pages alike, which is what a full disk looks like to the extension. (Chromium's DevTools
// quota override only reaches databases opened after it, so it cannot fill a store already in use.)
import type Dexie from 'dexie';
import { browser } from 'wxt/browser';

const KEY = 'test.storageFull';

export function installTestHooks(db: Dexie): void {
  let full = false;
  void browser.storage.local.get(KEY).then((r) => {
    full = r[KEY] === true;
  });
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && KEY in changes) full = changes[KEY]!.newValue === true;
  });
  db.use({
    stack: 'dbcore',
    name: 'twice-test-storage-full',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return {
          ...table,
          mutate: (req) => (full ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')) : table.mutate(req)),
        };
      },
    }),
  });
}
