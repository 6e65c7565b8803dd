// From labelled rows to a shipped model, and the honest (held-out) figures for it.
import { analyse, featuresOf } from '../../lib/detect/analyse';
import type { SparseVector } from '../../lib/detect/features';
import { decideModel, loadModel, predict, type ModelData, type ModelThresholds } from '../../lib/detect/model';
import { chooseThresholds, classIndex, DEFAULT_FIT, fit, serialise, type FitOptions, type Scored } from './fit';
import { digestRows, foldsOf, type LabelledRow } from './data';

export interface Dataset {
  rows: LabelledRow[];
  X: SparseVector[];
  y: number[];
  folds: string[];
}

export function featurise(rows: LabelledRow[]): Dataset {
  const X = rows.map((r) => featuresOf(analyse(r.user, r.prev_assistant)));
  return { rows, X, y: rows.map((r) => classIndex(r.label)), folds: foldsOf(rows) };
}

function subset(d: Dataset, keep: (i: number) => boolean): { X: SparseVector[]; y: number[]; idx: number[] } {
  const idx = d.rows.map((_, i) => i).filter(keep);
  return { X: idx.map((i) => d.X[i]!), y: idx.map((i) => d.y[i]!), idx };
}

/** Train on the kept rows, then score the others with the quantised model exactly as the extension would. */
function trainAndScore(d: Dataset, trainOn: (i: number) => boolean, scoreOn: number[], opt: FitOptions): Scored[] {
  const tr = subset(d, trainOn);
  const m = fit(tr.X, tr.y, opt);
  const model = loadModel(serialise(m, { lesson: 0.5, feedback: 0.5 }, { rows: tr.idx.length, digest: '' }));
  return scoreOn.map((i) => {
    const probs = predict(model, d.X[i]!);
    const v = decideModel(probs, { lesson: 2, feedback: 2 });
    return { gold: d.y[i]!, lessonP: v.lessonP, feedbackP: v.feedbackP, corr: probs[1]!, pref: probs[2]!, frus: probs[3]! };
  });
}

export function foldNames(d: Dataset): string[] {
  return [...new Set(d.folds)].sort();
}

/** Out-of-fold scores over the given rows: each fold scored by a model that never saw it. */
export function outOfFold(d: Dataset, within: (i: number) => boolean, opt: FitOptions = DEFAULT_FIT): Map<number, Scored> {
  const out = new Map<number, Scored>();
  const names = foldNames(d).filter((f) => d.folds.some((g, i) => g === f && within(i)));
  for (const f of names) {
    const scoreOn = d.rows.map((_, i) => i).filter((i) => within(i) && d.folds[i] === f);
    const s = trainAndScore(d, (i) => within(i) && d.folds[i] !== f, scoreOn, opt);
    scoreOn.forEach((i, k) => out.set(i, s[k]!));
  }
  return out;
}

export interface HeldOut {
  /** Held-out score of every row (its fold was never trained on, nor used to pick its thresholds). */
  scores: Map<number, Scored>;
  /** The thresholds each held-out fold was scored with. */
  thresholds: Map<string, ModelThresholds>;
}

/**
 * Leave-one-group-out with nested threshold choice: for each fold, thresholds come from out-of-fold scores of the
 * OTHER folds (inner folds: the other groups, pooled into a few buckets), then a model trained on all other folds
 * scores it.
 */
export function leaveOneGroupOut(d: Dataset, opt: FitOptions = DEFAULT_FIT, innerBuckets = 4): HeldOut {
  const scores = new Map<number, Scored>();
  const thresholds = new Map<string, ModelThresholds>();
  for (const f of foldNames(d)) {
    const others = foldNames(d).filter((g) => g !== f);
    const bucketOf = new Map(others.map((g, i) => [g, i % innerBuckets]));
    const inner: Scored[] = [];
    for (let b = 0; b < innerBuckets; b++) {
      const scoreOn = d.rows.map((_, i) => i).filter((i) => bucketOf.get(d.folds[i]!) === b);
      if (!scoreOn.length) continue;
      inner.push(...trainAndScore(d, (i) => d.folds[i] !== f && bucketOf.get(d.folds[i]!) !== b, scoreOn, opt));
    }
    const t = chooseThresholds(inner);
    thresholds.set(f, t);
    const scoreOn = d.rows.map((_, i) => i).filter((i) => d.folds[i] === f);
    const s = trainAndScore(d, (i) => d.folds[i] !== f, scoreOn, opt);
    scoreOn.forEach((i, k) => scores.set(i, s[k]!));
  }
  return { scores, thresholds };
}

export interface FoldModel {
  fold: string;
  model: ModelData;
}

/**
 * One model per held-out fold, trained without it, with thresholds chosen by inner cross-validation on the other
 * folds only. Used by `npm run eval -- --by-source` to run the whole detector (guards included) on unseen sources.
 */
export function foldModels(d: Dataset, opt: FitOptions = DEFAULT_FIT, innerBuckets = 4): FoldModel[] {
  const out: FoldModel[] = [];
  for (const f of foldNames(d)) {
    const others = foldNames(d).filter((g) => g !== f);
    const bucketOf = new Map(others.map((g, i) => [g, i % innerBuckets]));
    const inner: Scored[] = [];
    for (let b = 0; b < innerBuckets; b++) {
      const scoreOn = d.rows.map((_, i) => i).filter((i) => bucketOf.get(d.folds[i]!) === b);
      if (!scoreOn.length) continue;
      inner.push(...trainAndScore(d, (i) => d.folds[i] !== f && bucketOf.get(d.folds[i]!) !== b, scoreOn, opt));
    }
    const t = chooseThresholds(inner);
    const tr = subset(d, (i) => d.folds[i] !== f);
    out.push({ fold: f, model: serialise(fit(tr.X, tr.y, opt), t, { rows: tr.idx.length, digest: '' }) });
  }
  return out;
}

/** The model the extension ships: thresholds from leave-one-group-out scores, weights from all rows. */
export function trainShipped(rows: LabelledRow[], opt: FitOptions = DEFAULT_FIT): ModelData {
  const d = featurise(rows);
  const oof = outOfFold(d, () => true, opt);
  const t = chooseThresholds([...oof.values()]);
  const m = fit(d.X, d.y, opt);
  return serialise(m, t, { rows: rows.length, digest: digestRows(rows) });
}

/** The generated module: one JSON object, so that its bytes depend on the model only. */
export function renderModelFile(m: ModelData): string {
  return [
    '// Generated by `npm run train` from ../shared/eval — do not edit. See lib/detect/README.md.',
    "import type { ModelData } from './model';",
    '',
    `export const MODEL_DATA: ModelData = ${JSON.stringify(m)};`,
    '',
  ].join('\n');
}
