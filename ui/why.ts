import type { RuleSuggestion } from '@/lib/protocol';

type T = (key: string, subs?: string | string[]) => string;

/** One line saying why a rule was offered, shared by the popup and the in-page preview. */
export function whyLine(r: RuleSuggestion, t: T): string {
  const learned = r.corrections === 1 ? t('whyLearnedOne') : t('whyLearnedMany', String(r.corrections));
  if (r.pinned) return `${t('whyPinned')} · ${learned}`;
  const words = r.matched.map((w) => `“${w}”`).join(', ');
  return `${words ? t('whyFits', words) : t('whyContext')} · ${learned}`;
}
