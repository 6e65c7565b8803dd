// Hostile input in Node: the redactor, the risk markers and the transcript reader on inputs built to make a
// careless regular expression or string rebuild go quadratic (what lib/redact, lib/risk and lib/sites/text
// promise to stay linear on). The unit tests check what these functions return on the same inputs; how long
// they take is measured here, where a number is a figure and not a pass/fail.
import { JSDOM } from 'jsdom';
import { redactSecrets, redactText } from '../lib/redact';
import { assessRisk } from '../lib/risk';
import { extractText } from '../lib/sites/text';
import { detect } from '../lib/detect';
import { round, timeMs } from './stats';

export interface HostileFigures {
  /** Slowest of the redactor's hostile inputs (180,000–200,000 characters each). */
  redact_hostile_max_ms: number;
  /** Slowest of the risk markers' hostile inputs (up to 200,000 characters). */
  risk_hostile_max_ms: number;
  /** Slowest detect() of a short turn against a long reply that repeats what the turn says (restate.ts reads both). */
  detect_hostile_max_ms: number;
  /** Reading a 5,000-paragraph answer, and how much slower that is than 500 paragraphs (linear ≈ 10). */
  extract_text_5000_paragraphs_ms: number;
  extract_text_growth_10x: number;
}

const REDACT_INPUTS = (): string[] => [
  'a'.repeat(200_000),
  Array.from({ length: 200_000 }, (_, i) => String.fromCharCode((i * 7919) % 0xffff)).join(''),
  'password= password: sk- AKIA eyJ. Bearer https://a:@ -----BEGIN '.repeat(4000),
  '+1 '.repeat(60_000),
  '4'.repeat(180_000),
  'a@'.repeat(90_000),
  'password is '.repeat(15_000),
  'aws '.repeat(45_000),
];

const RISK_INPUTS = (): string[] => ['> '.repeat(100_000), '"'.repeat(200_000), 'ignore '.repeat(30_000), 'a@'.repeat(100_000), 'http://'.repeat(30_000)];

// A short Chinese or English turn against a reply that repeats its words thousands of times: every span of the turn
// is found in the reply again and again (restate.ts once took 250 ms on the second).
const DETECT_INPUTS = (): [string, string][] => [
  ['中国尼泊尔印度中国尼泊尔印度中国尼泊尔印度中国尼泊尔印度', '中国印度'.repeat(1500)],
  ['是的是的是的是的是的是的是的是的是的是的是的是的是的是', '的是'.repeat(3000)],
  ['No, Paris is Rome is Paris is Rome is Paris', 'Paris Rome '.repeat(1000)],
  ['1912 1913 1914 1915 1916 1917 1918 1919 1920', '1915 '.repeat(2000)],
];

function best(run: () => void, rounds = 3): number {
  let b = Infinity;
  for (let i = 0; i < rounds; i++) b = Math.min(b, timeMs(run));
  return b;
}

export function benchHostile(): HostileFigures {
  const redact = Math.max(...REDACT_INPUTS().map((t) => best(() => (redactText(t), redactSecrets(t)))));
  const risk = Math.max(...RISK_INPUTS().map((t) => best(() => assessRisk({ turn: t, lesson: t.slice(0, 160) }))));
  const det = Math.max(...DETECT_INPUTS().map(([u, p]) => best(() => detect({ user: { id: 'u', text: u }, prevAssistant: { id: 'a', text: p } }))));
  const para = '<p>Some words in a <strong>paragraph</strong> with <code>code</code> and more words.</p>';
  const doc = (n: number) => new JSDOM(`<div id="root">${para.repeat(n)}</div>`).window.document;
  const small = doc(500);
  const big = doc(5000);
  const tSmall = best(() => extractText(small.getElementById('root')!));
  const tBig = best(() => extractText(big.getElementById('root')!));
  return {
    redact_hostile_max_ms: round(redact),
    risk_hostile_max_ms: round(risk),
    detect_hostile_max_ms: round(det),
    extract_text_5000_paragraphs_ms: round(tBig),
    extract_text_growth_10x: round(tBig / Math.max(tSmall, 0.001)),
  };
}
