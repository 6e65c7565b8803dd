// Finding the composer and what the user has typed in it, through the site adapter's layouts.
import type { SiteAdapter } from '@/lib/sites/types';
import { containsRulesBlock, stripRulesBlock } from '@/lib/recall/marker';
import { insertIntoComposer, type InsertResult } from '@/lib/sites/insert';
import { withoutInvisible } from '@/lib/invisible';
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
  return stripRulesBlock(rawDraft(composer));
}

function rawDraft(composer: HTMLElement): string {
  return composer instanceof HTMLTextAreaElement ? composer.value : extractText(composer);
}

/**
 * Puts a rules block after the user's draft, as its own paragraph. A block Twice inserted earlier is replaced,
 * not followed by a second one. Whatever produced the block, nothing invisible reaches the composer
 * (lib/invisible.ts).
 */
export function insertRules(composer: HTMLElement, block: string): InsertResult {
  const clean = withoutInvisible(block);
  const draft = readDraft(composer);
  const text = draft.trim() ? `\n\n${clean}` : clean;
  if (containsRulesBlock(rawDraft(composer))) return insertIntoComposer(composer, draft.trim() ? draft + text : text, { at: 'all' });
  return insertIntoComposer(composer, text, { at: 'end' });
}
