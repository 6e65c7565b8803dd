// How close the rule texts come to the labelled lessons: token F1 for English (content words), character-bigram
// F1 for Chinese against the native-language lesson. Also counts wrapper texts, which must be zero.
import type { Detection } from '../../lib/detect/types';
import type { LabelledRow } from './data';

export interface LessonScore {
  n: number;
  withRule: number;
  needWording: number;
  tokenF1: number;
  tokenF1En: number;
  bigramF1Zh: number;
  wrappers: number;
  enCoverage: number;
}

const STOP = new Set('a an the to of in on for and or is are be it this that with as at by from your you i me my do not'.split(' '));

function toks(s: string): string[] {
  return (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP.has(w));
}

function bigrams(s: string): string[] {
  const c = [...s.replace(/[^\p{L}\p{N}]/gu, '')];
  const out: string[] = [];
  for (let i = 0; i + 1 < c.length; i++) out.push(c[i]! + c[i + 1]!);
  return out;
}

export function overlapF1(a: string[], b: string[]): number {
  if (!a.length || !b.length) return 0;
  const bag = new Map<string, number>();
  for (const x of b) bag.set(x, (bag.get(x) ?? 0) + 1);
  let common = 0;
  for (const x of a) {
    const n = bag.get(x) ?? 0;
    if (n > 0) {
      common++;
      bag.set(x, n - 1);
    }
  }
  if (!common) return 0;
  const p = common / a.length;
  const r = common / b.length;
  return (2 * p * r) / (p + r);
}

const WRAPPER = /apply the user'?s correction|follow the user'?s standing rule/i;

export function lessonQuality(rows: LabelledRow[], preds: Detection[]): LessonScore {
  let n = 0, withRule = 0, wrappers = 0, en = 0;
  let f1 = 0, f1En = 0, nEn = 0, f1Zh = 0, nZh = 0;
  rows.forEach((r, i) => {
    const d = preds[i]!;
    if (!(r.label === 'correction' || r.label === 'preference') || !(d.kind === 'correction' || d.kind === 'preference')) return;
    n++;
    if (!d.lesson) return;
    withRule++;
    if (WRAPPER.test(d.lesson)) wrappers++;
    if (d.lessonEn) en++;
    if (r.language === 'zh') {
      const s = overlapF1(bigrams(d.lesson), bigrams(r.lesson_native || r.lesson));
      f1Zh += s;
      nZh++;
      f1 += s;
    } else {
      const s = overlapF1(toks(d.lessonEn ?? d.lesson), toks(r.language === 'en' ? r.lesson : r.lesson_native || r.lesson));
      f1 += s;
      if (r.language === 'en') {
        f1En += s;
        nEn++;
      }
    }
  });
  return {
    n,
    withRule: n ? withRule / n : 0,
    needWording: n ? (n - withRule) / n : 0,
    tokenF1: withRule ? f1 / withRule : 0,
    tokenF1En: nEn ? f1En / nEn : 0,
    bigramF1Zh: nZh ? f1Zh / nZh : 0,
    wrappers,
    enCoverage: withRule ? en / withRule : 0,
  };
}
