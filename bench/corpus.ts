// Real-looking text for the benchmarks: user turns and assistant answers from the labelled dev set
// (../shared/eval/corrections-dev.jsonl, real conversations in several languages, with code and logs),
// or, where that file is absent, a small built-in sample of the same kinds of text.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEV_SET = resolve(ROOT, '../shared/eval/corrections-dev.jsonl');

export interface CorpusRow {
  user: string;
  prevAssistant: string;
  label: string;
}

interface DevRow {
  user?: unknown;
  prev_assistant?: unknown;
  label?: unknown;
}

const FALLBACK: CorpusRow[] = [
  {
    user: "No, I said REST, not GraphQL. Use REST endpoints for our services and keep the handlers in Go.",
    prevAssistant: 'Here is a GraphQL schema for the invoice service:\n\n```graphql\ntype Invoice { id: ID!, total: Float! }\ntype Query { invoices: [Invoice!]! }\n```',
    label: 'correction',
  },
  {
    user: "Don't add comments to the code. I never want comments in code snippets, the names should say enough.",
    prevAssistant: 'Understood. Here is the function:\n\n```ts\n// sum the totals\nexport const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);\n```',
    label: 'preference',
  },
  {
    user: 'It still fails with the same error:\n\n```\nTypeError: Cannot read properties of undefined (reading \'map\')\n    at render (App.tsx:42:17)\n    at renderWithHooks (react-dom.development.js:16305:18)\n```\nwhat else can I try?',
    prevAssistant: 'The error means `items` is undefined on the first render. Initialise the state with an empty array: `useState<Item[]>([])`.',
    label: 'frustration',
  },
  {
    user: 'Can you explain how the garbage collector in V8 decides when to promote objects from the young generation to the old generation? I am seeing long pauses in a Node service that keeps a large cache in memory.',
    prevAssistant: 'Sure. Which version of Node are you running, and how large is the cache?',
    label: 'none',
  },
  {
    user: '还是不对，我要的是按月份汇总，不是按天。请用 pandas 的 resample 来做。',
    prevAssistant: '可以使用 groupby 按日期汇总：\n\n```python\ndf.groupby(df["date"].dt.date)["amount"].sum()\n```',
    label: 'correction',
  },
  {
    user: 'Por favor responde siempre en español y usa ejemplos cortos. El último era demasiado largo.',
    prevAssistant: 'Here is a detailed walkthrough of the algorithm with several examples in English.',
    label: 'preference',
  },
];

let cached: CorpusRow[] | null = null;

/** Rows of the dev set (or the built-in sample), in file order. */
export function corpus(): CorpusRow[] {
  if (cached) return cached;
  const rows: CorpusRow[] = [];
  if (existsSync(DEV_SET)) {
    for (const line of readFileSync(DEV_SET, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const r = JSON.parse(line) as DevRow;
      if (typeof r.user !== 'string' || !r.user.trim()) continue;
      rows.push({
        user: r.user,
        prevAssistant: typeof r.prev_assistant === 'string' ? r.prev_assistant : '',
        label: typeof r.label === 'string' ? r.label : 'none',
      });
    }
  }
  cached = rows.length > 0 ? rows : FALLBACK;
  return cached;
}

export function corpusSource(): string {
  return corpus() === FALLBACK ? 'built-in sample' : 'shared/eval/corrections-dev.jsonl';
}

/**
 * Text of about `chars` characters made of consecutive user turns starting at row `start` (wrapping),
 * joined by blank lines and cut at a whitespace near the target so words are not split.
 */
export function userTextOfSize(chars: number, start: number): string {
  return joinToSize((i) => corpus()[i]!.user, chars, start);
}

/** Same with assistant answers (rows without one are skipped). */
export function assistantTextOfSize(chars: number, start: number): string {
  return joinToSize((i) => corpus()[i]!.prevAssistant, chars, start);
}

function joinToSize(get: (i: number) => string, chars: number, start: number): string {
  const rows = corpus();
  const parts: string[] = [];
  let len = 0;
  for (let k = 0; len < chars && k < rows.length * 1000; k++) {
    const t = get((start + k) % rows.length).trim();
    if (!t) continue;
    parts.push(t);
    len += t.length + 2;
  }
  const text = parts.join('\n\n');
  if (text.length <= chars) return text;
  const cut = text.lastIndexOf(' ', chars);
  return text.slice(0, cut > chars * 0.9 ? cut : chars);
}
