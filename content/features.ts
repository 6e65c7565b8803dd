// A tiny feature manager: each content feature is started with the WXT context and its own
// AbortSignal (aborted on SPA navigation and when the extension is reloaded). A feature that throws
// is logged and skipped; it never reaches the page and never stops the other features.
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { SiteAdapter } from '@/lib/sites/types';

export interface FeatureEnv {
  ctx: ContentScriptContext;
  adapter: SiteAdapter;
  /** Aborted when the page navigates to another conversation or the script is invalidated. */
  signal: AbortSignal;
}

export interface Feature {
  id: string;
  /** Restart on every SPA navigation (true) or run once for the tab's life (false). */
  perPage: boolean;
  init(env: FeatureEnv): void | Promise<void>;
}

export function guard<A extends unknown[]>(id: string, fn: (...args: A) => void): (...args: A) => void {
  return (...args: A) => {
    try {
      fn(...args);
    } catch (error) {
      console.warn(`[twice:${id}]`, error);
    }
  };
}

export function runFeatures(ctx: ContentScriptContext, adapter: SiteAdapter, features: Feature[]): void {
  let page = new AbortController();
  const lifetime = new AbortController();
  ctx.onInvalidated(() => {
    page.abort();
    lifetime.abort();
  });

  const start = (f: Feature, signal: AbortSignal) => {
    try {
      const out = f.init({ ctx, adapter, signal });
      if (out instanceof Promise) out.catch((e) => console.warn(`[twice:${f.id}]`, e));
    } catch (error) {
      console.warn(`[twice:${f.id}]`, error);
    }
  };

  for (const f of features) start(f, f.perPage ? page.signal : lifetime.signal);

  onUrlChange(ctx, () => {
    page.abort();
    page = new AbortController();
    for (const f of features) if (f.perPage) start(f, page.signal);
  });
}

/** The page shown before this one in the tab: the referrer, then the previous URL after SPA navigations. */
let previousUrl = typeof document === 'undefined' ? '' : document.referrer;
export const cameFrom = (): string => previousUrl;

/**
 * Both sites are SPAs; history.pushState fires no event a content script can hear, so watch the
 * Navigation API where it exists and poll the URL as the fallback.
 */
function onUrlChange(ctx: ContentScriptContext, cb: () => void): void {
  let last = location.href;
  const check = () => {
    if (location.href !== last) {
      previousUrl = last;
      last = location.href;
      cb();
    }
  };
  const nav = (globalThis as { navigation?: EventTarget }).navigation;
  if (nav) ctx.addEventListener(nav, 'currententrychange' as never, () => queueMicrotask(check));
  ctx.addEventListener(window, 'popstate', check);
  ctx.setInterval(check, 500);
}
