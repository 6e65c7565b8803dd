// On first install, open the options page on its welcome section: what Twice does, that everything
// stays on this machine, and the switches that control it.
import { browser } from 'wxt/browser';

export function startOnboarding(): void {
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason !== 'install') return;
    void browser.tabs.create({ url: browser.runtime.getURL('/options.html#welcome') });
  });
}
