// The learned scorer: a multinomial logistic regression over the sparse features of features.ts, trained by
// `npm run train` (scripts/train.ts) on the shared labelled turns and shipped as model-data.ts. Pure: decoding the
// weights is a base64 → Int8Array copy, scoring is one pass over the turn's non-zero features.
import { FEATURE_BITS, FEATURE_DIM, type SparseVector } from './features';
import type { Kind } from './types';

/** Class order of the weights; fixed so that a model file and this code cannot disagree silently. */
export const MODEL_CLASSES = ['none', 'correction', 'preference', 'frustration'] as const satisfies readonly Kind[];
export const N_CLASSES = MODEL_CLASSES.length;

export interface ModelThresholds {
  /** P(correction) + P(preference) at or above which the turn teaches a lesson. */
  lesson: number;
  /** P(any feedback) at or above which a non-lesson turn is frustration. */
  feedback: number;
}

/** The serialised model, as scripts/train.ts writes it. */
export interface ModelData {
  format: 1;
  bits: number;
  classes: readonly string[];
  /** Per-class dequantisation factor: weight = int8 × scale[class]. */
  scale: readonly number[];
  bias: readonly number[];
  thresholds: ModelThresholds;
  /** base64 of Int8Array(FEATURE_DIM × N_CLASSES), feature-major. */
  weights: string;
  /** What it was trained on (rows, data digest), for the record. */
  trainedOn: { rows: number; digest: string };
}

export interface Model {
  w: Int8Array;
  scale: Float64Array;
  bias: Float64Array;
  thresholds: ModelThresholds;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** base64 → bytes without atob/Buffer, so the same code runs in the service worker and in Node. */
export function decodeBase64(s: string): Uint8Array {
  const lookup = new Int16Array(128).fill(-1);
  for (let i = 0; i < B64.length; i++) lookup[B64.charCodeAt(i)] = i;
  let len = s.length;
  while (len > 0 && s[len - 1] === '=') len--;
  const out = new Uint8Array(Math.floor((len * 3) / 4));
  let o = 0;
  let buf = 0;
  let bits = 0;
  for (let i = 0; i < len; i++) {
    const v = lookup[s.charCodeAt(i)] ?? -1;
    if (v < 0) throw new Error('model weights: not base64');
    buf = (buf << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (buf >> bits) & 0xff;
    }
  }
  return out;
}

export function encodeBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = i + 1 < bytes.length ? bytes[i + 1]! : 0;
    const c = i + 2 < bytes.length ? bytes[i + 2]! : 0;
    const n = (a << 16) | (b << 8) | c;
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? B64[n & 63]! : '=';
  }
  return out;
}

export function loadModel(data: ModelData): Model {
  if (data.format !== 1 || data.bits !== FEATURE_BITS || data.classes.join() !== MODEL_CLASSES.join()) {
    throw new Error('model file does not match this detector (retrain with npm run train)');
  }
  const bytes = decodeBase64(data.weights);
  if (bytes.length !== FEATURE_DIM * N_CLASSES) throw new Error('model weights have the wrong size');
  return {
    w: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length),
    scale: Float64Array.from(data.scale),
    bias: Float64Array.from(data.bias),
    thresholds: data.thresholds,
  };
}

/** Class probabilities (softmax), in MODEL_CLASSES order. */
export function predict(m: Model, v: SparseVector): Float64Array {
  const z = Float64Array.from(m.bias);
  for (let i = 0; i < v.idx.length; i++) {
    const base = v.idx[i]! * N_CLASSES;
    const x = v.val[i]!;
    for (let c = 0; c < N_CLASSES; c++) z[c]! += m.w[base + c]! * m.scale[c]! * x;
  }
  return softmax(z);
}

export function softmax(z: Float64Array): Float64Array {
  let max = -Infinity;
  for (const x of z) if (x > max) max = x;
  let sum = 0;
  const out = new Float64Array(z.length);
  for (let i = 0; i < z.length; i++) {
    out[i] = Math.exp(z[i]! - max);
    sum += out[i]!;
  }
  for (let i = 0; i < z.length; i++) out[i]! /= sum;
  return out;
}

export interface ModelVerdict {
  kind: Kind;
  /** P(correction) + P(preference). */
  lessonP: number;
  /** P(correction) + P(preference) + P(frustration). */
  feedbackP: number;
  probs: Float64Array;
}

/** The decision over the class probabilities, with the cross-validated thresholds. */
export function decideModel(probs: Float64Array, t: ModelThresholds): ModelVerdict {
  const [, corr, pref, frus] = probs as unknown as [number, number, number, number];
  const lessonP = corr + pref;
  const feedbackP = lessonP + frus;
  let kind: Kind = 'none';
  if (lessonP >= t.lesson) kind = pref > corr ? 'preference' : 'correction';
  else if (feedbackP >= t.feedback && frus >= lessonP * 0.5) kind = 'frustration';
  return { kind, lessonP, feedbackP, probs };
}
