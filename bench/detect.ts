// Detection latency in Node: `detect` on one new user turn with the assistant turn before it and the
// conversation so far, as the background runs it for every finished user turn. Tail figures are p99s of
// wall-clock samples, taken as the median over 5 groups of rounds so one burst of other work on the
// machine does not decide them (see groupedQuantile).
import { detect } from '../lib/detect/index';
import { loadModel } from '../lib/detect/model';
import { MODEL_DATA } from '../lib/detect/model-data';
import type { DetectInput, HistoryTurn } from '../lib/detect/types';
import { assistantTextOfSize, corpus, userTextOfSize } from './corpus';
import { groupedQuantile, median, round, timeMs } from './stats';

export interface DetectFigures {
  /** ~2,000-char user turns, previous assistant turn and a 20-turn history. */
  detect_p99_ms_2k: number;
  detect_median_ms_2k: number;
  /** Same turns with a 200-turn history: must stay flat as the conversation grows. */
  detect_p99_ms_2k_history_200: number;
  detect_median_ms_2k_history_200: number;
  /** One 100,000-char turn (pasted file or log). */
  detect_p99_ms_100k: number;
  detect_median_ms_100k: number;
  /** Every dev-set user turn at its real length (median ~100 chars), 20-turn history. */
  detect_p99_ms_devset_turns: number;
  /** Median time of the slowest of the 100 distinct 2k inputs: the tail the text itself causes, without machine noise. */
  detect_slowest_input_ms_2k: number;
  detect_samples_2k: number;
  detect_samples_100k: number;
  /** Decoding the shipped model (what the service worker does once when it wakes). */
  detect_model_load_ms: number;
  detect_model_kb: number;
}

function historyOf(turns: number, start: number): HistoryTurn[] {
  const rows = corpus();
  const out: HistoryTurn[] = [];
  for (let i = 0; out.length < turns; i++) {
    const r = rows[(start + i) % rows.length]!;
    out.push({ id: `u${i}`, role: 'user', text: r.user });
    if (out.length < turns) out.push({ id: `a${i}`, role: 'assistant', text: r.prevAssistant || assistantTextOfSize(800, start + i) });
  }
  return out;
}

function inputs(count: number, userChars: number | null, historyTurns: number): DetectInput[] {
  const rows = corpus();
  const step = Math.max(1, Math.floor(rows.length / count));
  return Array.from({ length: count }, (_, k) => {
    const start = (k * step) % rows.length;
    const row = rows[start]!;
    return {
      user: { id: `turn-${k}`, text: userChars === null ? row.user : userTextOfSize(userChars, start) },
      prevAssistant: { id: `prev-${k}`, text: row.prevAssistant || assistantTextOfSize(1500, start + 1) },
      history: historyOf(historyTurns, start + 7),
    };
  });
}

/** Times each input `rounds` times (after one untimed warm-up pass) and returns all samples, round after round. */
function run(ins: readonly DetectInput[], rounds: number): number[] {
  for (const i of ins) detect(i);
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) for (const i of ins) samples.push(timeMs(() => detect(i)));
  return samples;
}

/** p99 as the median of 5 groups of rounds (see groupedQuantile). */
const p99 = (samples: readonly number[]): number => groupedQuantile(samples, 0.99, 5);

/** The largest per-input median: samples are round-major over `inputs` inputs. */
function slowestInput(samples: readonly number[], inputs: number): number {
  let worst = 0;
  for (let k = 0; k < inputs; k++) {
    const mine: number[] = [];
    for (let j = k; j < samples.length; j += inputs) mine.push(samples[j]!);
    worst = Math.max(worst, median(mine));
  }
  return worst;
}

export async function benchDetect(): Promise<DetectFigures> {
  const loads: number[] = [];
  for (let i = 0; i < 20; i++) loads.push(timeMs(() => loadModel(MODEL_DATA)));
  const in2k = inputs(100, 2000, 20);
  const s2k = run(in2k, 20);
  const in2kLong = in2k.map((i, k) => ({ ...i, history: historyOf(200, k * 3 + 11) }));
  const s2kLong = run(in2kLong, 20);
  const in100k = inputs(10, 100_000, 20);
  const s100k = run(in100k, 15);
  const dev = inputs(corpus().length, null, 20);
  const sDev = run(dev, 5);
  return {
    detect_p99_ms_2k: round(p99(s2k)),
    detect_median_ms_2k: round(median(s2k)),
    detect_p99_ms_2k_history_200: round(p99(s2kLong)),
    detect_median_ms_2k_history_200: round(median(s2kLong)),
    detect_p99_ms_100k: round(p99(s100k)),
    detect_median_ms_100k: round(median(s100k)),
    detect_p99_ms_devset_turns: round(p99(sDev)),
    detect_slowest_input_ms_2k: round(slowestInput(s2k, in2k.length)),
    detect_samples_2k: s2k.length,
    detect_samples_100k: s100k.length,
    detect_model_load_ms: round(Math.max(...loads)),
    detect_model_kb: Math.round(JSON.stringify(MODEL_DATA).length / 1024),
  };
}
