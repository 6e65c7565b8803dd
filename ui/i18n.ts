import { browser } from 'wxt/browser';

/** Every string a person reads comes from _locales/<lang>/messages.json. */
export function t(key: string, subs?: string | (string | number)[]): string {
  const list = subs === undefined ? undefined : Array.isArray(subs) ? subs.map(String) : subs;
  return browser.i18n.getMessage(key as never, list) || key;
}
