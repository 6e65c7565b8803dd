import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { SiteAdapter } from '@/lib/sites/types';
import { runFeatures } from './features';
import { capture } from './capture';
import { composerButton } from './composer-button';
import { insertHandler } from './insert-handler';

export function startContent(ctx: ContentScriptContext, adapter: SiteAdapter): void {
  ignoreForgedRestarts(ctx);
  runFeatures(ctx, adapter, [insertHandler, capture, composerButton]);
}

/**
 * WXT stops a content script when a document event says a newer copy of it started (after the extension was
 * reloaded or updated). Any page script can dispatch that event: the name is built from the extension id,
 * which is public for a store build, so the page could stop capture and remove the button at will. A real
 * newer copy only ever replaces one whose extension is gone, and then `runtime.id` is undefined here; while
 * this copy's extension is alive the event is forged and ignored.
 */
export function ignoreForgedRestarts(ctx: ContentScriptContext): void {
  const verify = ctx.verifyScriptStartedEvent.bind(ctx);
  ctx.verifyScriptStartedEvent = (event) => verify(event) && !extensionAlive();
}

function extensionAlive(): boolean {
  try {
    return Boolean(browser.runtime?.id);
  } catch {
    return false;
  }
}
