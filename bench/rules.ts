// Generated rule texts and rule rows with variety: directive × object × context combinations drawn
// without repetition, so no two texts are identical and topics overlap the way a real memory does
// (many rules about code, some about style, a few in Chinese).
import type { Category, RuleRecord, RuleScopeKind } from '../lib/store/db';

export const DAY = 86_400_000;
export const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);

const DIRECTIVES = [
  'Use', "Don't use", 'Always use', 'Avoid', 'Prefer', 'Never add', 'Keep', 'Write', 'Explain', 'Show',
  'Do not include', 'Stop suggesting', 'Include', 'Leave out', 'Add',
];
const OBJECTS = [
  'pytest fixtures', 'type hints', 'docstrings', 'inline comments', 'console.log statements', 'emoji',
  'bullet points', 'long paragraphs', 'British spelling', 'metric units', 'tabs for indentation', 'snake_case names',
  'async/await', 'arrow functions', 'semicolons', 'single quotes', 'React hooks', 'class components',
  'SQL joins', 'ORM queries', 'environment variables', 'hard-coded secrets', 'retry loops', 'exponential backoff',
  'Docker multi-stage builds', 'Kubernetes manifests', 'Terraform modules', 'GitHub Actions workflows', 'unit tests',
  'integration tests', 'mocks', 'logging', 'error handling with Result types', 'exceptions for control flow',
  'pandas DataFrames', 'NumPy vectorisation', 'list comprehensions', 'global state', 'dependency injection',
  'REST endpoints', 'GraphQL schemas', 'gRPC services', 'JSON examples', 'YAML configuration', 'markdown tables',
  'code fences with the language', 'a summary at the top', 'disclaimers', 'apologies', 'follow-up questions',
  'Tailwind classes', 'CSS modules', 'Rust lifetimes', 'Go generics', 'Kotlin coroutines', 'Swift optionals',
];
const CONTEXTS = [
  'in Python scripts', 'in TypeScript code', 'in the billing service', 'for the payments API', 'in data pipelines',
  'in React components', 'in shell scripts', 'in SQL migrations', 'when writing tests', 'in code reviews',
  'in emails to customers', 'in release notes', 'in documentation', 'in commit messages', 'in the mobile app',
  'for the invoice service', 'in Jupyter notebooks', 'in Go handlers', 'in Terraform plans', 'in CI pipelines',
  'when explaining concepts', 'in answers about statistics', 'in the admin dashboard', 'for the search backend',
  'in Kubernetes deployments', 'for the ML training jobs', 'in the CLI tool', 'in the browser extension',
  'in slide outlines', 'in blog drafts', 'for the auth middleware', 'in the Rust crate', 'in the iOS client',
  'in the Android client', 'in the ETL jobs', 'for the analytics queries', 'in the Django project',
  'in the Rails monolith', 'for the websocket server', 'in the cron jobs',
];
const CHINESE = [
  '回答请使用简体中文', '不要在代码里添加日志', '代码注释用英文写', '解释时先给结论再给细节', '不要使用表情符号',
  '数据库迁移脚本要可以回滚', '测试用例要覆盖边界情况', '变量名使用驼峰命名', '回答尽量简短', '示例代码用 Python 写',
];
const CATEGORIES: Category[] = ['code', 'code', 'code', 'style', 'preference', 'domain', 'logic', 'factual'];

/** Deterministic pseudo-random numbers (mulberry32), so every run benchmarks the same data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct rule texts (at most DIRECTIVES × OBJECTS × CONTEXTS + CHINESE × CONTEXTS). */
export function ruleTexts(count: number, seed = 1): string[] {
  const rand = rng(seed);
  const combos = DIRECTIVES.length * OBJECTS.length * CONTEXTS.length;
  const seen = new Set<string>();
  const out: string[] = [];
  while (out.length < count) {
    let text: string;
    if (rand() < 0.03) {
      const zh = CHINESE[Math.floor(rand() * CHINESE.length)]!;
      text = `${zh}（${CONTEXTS[Math.floor(rand() * CONTEXTS.length)]!}）`;
    } else {
      const n = Math.floor(rand() * combos);
      const d = DIRECTIVES[n % DIRECTIVES.length]!;
      const o = OBJECTS[Math.floor(n / DIRECTIVES.length) % OBJECTS.length]!;
      const c = CONTEXTS[Math.floor(n / (DIRECTIVES.length * OBJECTS.length)) % CONTEXTS.length]!;
      text = `${d} ${o} ${c}.`;
    }
    if (seen.has(text)) {
      if (seen.size >= combos) throw new Error('ruleTexts: not enough combinations');
      continue;
    }
    seen.add(text);
    out.push(text);
  }
  return out;
}

/** Rule rows as the store holds them after months of use: mostly global, some site or project scoped. */
export function ruleRows(count: number, opts: { seed?: number; withIds?: boolean; status?: RuleRecord['status'] } = {}): RuleRecord[] {
  const rand = rng((opts.seed ?? 1) * 7919);
  return ruleTexts(count, opts.seed ?? 1).map((text, i) => {
    const r = rand();
    const scope: RuleScopeKind = r < 0.8 ? 'global' : r < 0.95 ? 'site' : 'project';
    const created = NOW - Math.floor(rand() * 365) * DAY;
    const lastCorrection = created + Math.floor(rand() * Math.max(1, NOW - created));
    const corrections = 1 + Math.floor(rand() * 6);
    const inserted = Math.floor(rand() * 20);
    const row: RuleRecord = {
      text,
      category: CATEGORIES[i % CATEGORIES.length]!,
      scope,
      scopeValue: scope === 'global' ? null : scope === 'site' ? (rand() < 0.6 ? 'chatgpt' : 'claude') : `g-p-${(i % 17).toString(16).padStart(8, '0')}`,
      status: opts.status ?? 'active',
      pinned: i % 4000 === 0 ? 1 : 0,
      confidence: Math.round((0.55 + rand() * 0.45) * 1000) / 1000,
      corrections,
      timesInserted: inserted,
      timesWorked: Math.floor(inserted * rand()),
      timesReturned: rand() < 0.1 ? 1 : 0,
      needsRewording: 0,
      userLocked: rand() < 0.2 ? 1 : 0,
      createdAt: created,
      updatedAt: lastCorrection,
      lastUsedAt: inserted > 0 ? NOW - Math.floor(rand() * 60) * DAY : null,
      lastCorrectionAt: lastCorrection,
      examples: Array.from({ length: Math.min(3, corrections) }, (_, k) => ({
        correctionId: i * 3 + k + 1,
        lesson: k === 0 ? text : `${text.replace(/\.$/, '')}, as I said before.`,
        conversationKey: `chatgpt:6a1f${(i * 3 + k).toString(16).padStart(4, '0')}-2b7d-8001-9c4e-1d2e3f4a5b6c`,
        at: lastCorrection - k * DAY,
      })),
      userConfidence: rand() < 0.05 ? 0.9 : null,
      conflictWith: null,
      supersededBy: null,
    };
    if (opts.withIds !== false) row.id = i + 1;
    return row;
  });
}
