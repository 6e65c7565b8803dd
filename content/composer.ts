// Finding the composer and what the user has typed in it, through the site adapter's layouts.
import type { SiteAdapter } from '@/lib/sites/types';
import { stripRulesBlock } from '@/lib/recall/marker';
import { extractText } from '@/lib/sites/text';
import { latestScan } from './page-state';

export function findComposer(adapter: SiteAdapter): HTMLElement | null {
  const matched = latestScan()?.layout;
  const ordered = [...adapter.layouts].sort((a, b) => Number(b.name === matched) - Number(a.name === matched));
  for (const layout of ordered) {
    const el = layout.composer(document);
    if (el) return el;
  }
  return null;
}

export function findSendButton(adapter: SiteAdapter): HTMLElement | null {
  for (const layout of adapter.layouts) {
    const el = layout.sendButton(document);
    if (el) return el;
  }
  return null;
}

/** The user's draft without any Twice block already in it. */
export function readDraft(composer: HTMLElement | null): string {
  if (!composer) return '';
  const raw = composer instanceof HTMLTextAreaElement ? composer.value : extractText(composer);
  return stripRulesBlock(raw);
}
