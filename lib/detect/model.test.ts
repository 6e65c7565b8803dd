import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadRows } from '../../scripts/train/data';
import { renderModelFile, trainShipped } from '../../scripts/train/pipeline';
import { chooseThresholds, type Scored } from '../../scripts/train/fit';
import { decodeBase64, encodeBase64, loadModel, predict, MODEL_CLASSES } from './model';
import { MODEL_DATA } from './model-data';
import { FEATURE_DIM } from './features';
import { analyse, featuresOf } from './analyse';

describe('the shipped detector model', () => {
  it('is exactly what a fresh `npm run train` writes from the shared data (deterministic)', () => {
    const fresh = renderModelFile(trainShipped(loadRows()));
    const committed = readFileSync(path.join(import.meta.dirname, 'model-data.ts'), 'utf8');
    expect(fresh === committed, 'lib/detect/model-data.ts is stale: run npm run train').toBe(true);
  }, 120_000);

  it('is small and decodes to one weight per feature and class', () => {
    expect(MODEL_DATA.weights.length).toBeLessThan(1.5 * 1024 * 1024);
    const m = loadModel(MODEL_DATA);
    expect(m.w.length).toBe(FEATURE_DIM * MODEL_CLASSES.length);
    expect(MODEL_DATA.thresholds.lesson).toBeGreaterThan(0);
    expect(MODEL_DATA.thresholds.lesson).toBeLessThan(1);
  });

  it('refuses a model written for another feature space', () => {
    expect(() => loadModel({ ...MODEL_DATA, bits: 12 })).toThrow(/retrain/);
    expect(() => loadModel({ ...MODEL_DATA, weights: MODEL_DATA.weights.slice(0, 100) })).toThrow(/size/);
  });

  it('base64 round-trips any bytes', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255, 127, 128]);
    for (let n = 0; n <= bytes.length; n++) expect([...decodeBase64(encodeBase64(bytes.slice(0, n)))]).toEqual([...bytes.slice(0, n)]);
  });

  it('gives probabilities that sum to one and rank a plain correction above a thank-you', () => {
    const m = loadModel(MODEL_DATA);
    const prev = "I've added a GraphQL mutation:\n```ts\nmutation { pay }\n```";
    const p1 = predict(m, featuresOf(analyse('No, use REST endpoints, not GraphQL.', prev)));
    const p2 = predict(m, featuresOf(analyse('Thanks, that works perfectly!', prev)));
    expect(p1.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(p1[1]! + p1[2]!).toBeGreaterThan(p2[1]! + p2[2]!);
  });

  it('takes its threshold from the middle of a plateau of equal F1, not from its edge', () => {
    // Every threshold from 0.3 to 0.5 separates these rows perfectly; the first of them is where a few changed rows
    // would tip the choice, the next one is not.
    const row = (gold: number, p: number): Scored => ({ gold, lessonP: p, feedbackP: p, corr: p, pref: 0, frus: 0 });
    const rows = [...[0.5, 0.6, 0.7, 0.8, 0.9].map((p) => row(1, p)), ...[0.05, 0.1, 0.2, 0.29].map((p) => row(0, p))];
    expect(chooseThresholds(rows).lesson).toBe(0.325);
  });
});
