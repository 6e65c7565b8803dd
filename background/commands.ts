// The keyboard shortcut (manifest `commands`) opens the insert preview in the active chat tab.
import { browser } from 'wxt/browser';
import { toContent } from '@/utils/messaging';
import { siteOfUrl } from '@/lib/guard';

export function startCommands(): void {
  browser.commands?.onCommand.addListener(async (command) => {
    if (command !== 'insert-rules') return;
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    if (!tab?.id || !siteOfUrl(tab.url)) return;
    await toContent.sendMessage('showPreview', undefined, tab.id).catch((e) => console.warn('[twice] command', e));
  });
}
