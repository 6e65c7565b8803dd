import type { RulesPreview, RuleSuggestion } from '../protocol';

type T = (key: string, subs?: string | string[]) => string;

/** Why a rule was offered, in plain words, shared by the popup and the in-page preview. */
export function whyLine(r: RuleSuggestion, t: T): string {
  const learned = r.corrections === 1 ? t('whyLearnedOne') : t('whyLearnedMany', String(r.corrections));
  if (r.standing || r.pinned) return `${t('whyAlways')} · ${learned}`;
  const words = r.matched.map((w) => `“${w}”`).join(', ');
  return `${words ? t('whyMatches', words) : t('whySimilar')} · ${learned}`;
}

/** What is true when nothing is offered: nothing learned yet, or learned rules that do not fit this message. */
export function emptyLine(p: Pick<RulesPreview, 'learned'> | null, t: T): string {
  const n = p?.learned ?? 0;
  if (n === 0) return t('previewNothingLearned');
  return n === 1 ? t('previewNoneFitsOne') : t('previewNoneFitsMany', String(n));
}

/** "2 more rules did not fit", or '' when everything fitted. */
export function omittedLine(p: Pick<RulesPreview, 'omitted'> | null, t: T): string {
  const n = p?.omitted ?? 0;
  if (n <= 0) return '';
  return n === 1 ? t('previewOmittedOne') : t('previewOmittedMany', String(n));
}

/** "3 waiting for your review", or '' when the queue is empty. */
export function reviewLine(p: Pick<RulesPreview, 'pendingReview'> | null, t: T): string {
  const n = p?.pendingReview ?? 0;
  if (n <= 0) return '';
  return n === 1 ? t('previewReviewOne') : t('previewReviewMany', String(n));
}
