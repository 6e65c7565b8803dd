// Secret redaction for captured text. People paste API keys, tokens and passwords into chats; Twice keeps
// turn text on disk for weeks and shows it in the popup, so a secret must never be stored. This runs on
// every turn before it is saved. Pure and linear-time: it sees 200,000-character turns and binary-looking
// junk, so no pattern may backtrack quadratically.

export interface RedactResult {
  text: string;
  /** How many secrets were replaced. */
  count: number;
}

export const REDACTED_PREFIX = '[redacted: ';

const marker = (kind: string): string => `${REDACTED_PREFIX}${kind}]`;

/**
 * Values that stand for a secret in examples and docs ("password=changeme", "https://user:pass@host"). Redacting
 * them would be harmless, but it would teach users to ignore the marker; real secrets are rarely these words.
 */
const PLACEHOLDER = /^(?:pass(?:word|wd)?|secret|changeme|example|test|x{3,}|\*{3,}|\.{3,}|your[-_ ].*|<.*>|\{.*\}|\$.*|%.*)$/i;

/** Words after "password:" that are types, keywords or empty values in code, not secrets. */
const CODE_WORDS = new Set([
  'string', 'str', 'number', 'int', 'integer', 'bool', 'boolean', 'bytes', 'char', 'text', 'varchar', 'any',
  'unknown', 'null', 'none', 'nil', 'undefined', 'true', 'false', 'required', 'optional', 'new', 'await',
  'self', 'this', 'function', 'lambda', 'field', 'column', 'hidden', 'readonly', 'secretstr',
]);

interface Rule {
  kind: string;
  re: RegExp;
  /** Returns the replacement for a match, or null to keep it (the pattern alone was not evidence enough). */
  replace?: (m: RegExpExecArray) => string | null;
}

const hasDigit = (s: string): boolean => /\d/.test(s);
const hasLetter = (s: string): boolean => /[A-Za-z]/.test(s);

/** Random-looking: real keys mix digits into letters; words joined by hyphens ("sk-learn-…") do not. */
const looksRandom = (s: string): boolean => hasDigit(s) && hasLetter(s);

function assignment(m: RegExpExecArray): string | null {
  const [whole, key, sep, dq, sq, bq, bare] = m;
  const quote = dq !== undefined ? '"' : sq !== undefined ? "'" : bq !== undefined ? '`' : '';
  const value = dq ?? sq ?? bq ?? bare ?? '';
  if (value === '' || value.startsWith('[') || PLACEHOLDER.test(value)) return null;
  // Also quoted: `{"password": "string"}` is a schema, not a credential.
  if (CODE_WORDS.has(value.toLowerCase())) return null;
  if (quote === '') {
    // "Password: 8 characters minimum" is a rule about passwords, not one; real ones are longer.
    if (value.length < 4) return null;
    const after = m.input[m.index + whole.length] ?? '';
    // `password = getPassword()`, `password: req.body.password`, `password: string` are code, not secrets.
    if (after === '(' || after === '[' || after === '.') return null;
    // A keyword argument passing a variable: `User(password=hashed, …)`.
    if ((after === ',' || after === ')') && /^[A-Za-z_]+$/.test(value)) return null;
    if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value)) return null;
    // With a space after the separator a plain word is far more often a variable or a type than a
    // password (`password = pw`, `password: Password`); "password=hunter" written tight is a credential.
    if (/\s$/.test(sep!) && /^[A-Za-z_]+$/.test(value)) return null;
  }
  return `${key}${sep}${quote}${marker('password')}${quote}`;
}

/** Key names of credential assignments, in snake_case; other casings are derived below. */
const KEYS = [
  'password', 'passwd', 'passphrase', 'secret', 'client_secret', 'api_key', 'apikey', 'access_token', 'auth_token',
  'private_key', 'aws_secret_access_key',
];
const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);
/** password, Password, PASSWORD; client_secret also as client-secret. */
const casings = (keys: string[]): string =>
  keys
    .flatMap((k) => [k, k.replace(/_/g, '-')])
    .flatMap((k) => [k, cap(k), k.toUpperCase()])
    .filter((k, i, all) => all.indexOf(k) === i)
    .join('|');
/** userPassword, dbApiKey: the camelCase part after a lower-case letter. */
const camel = (keys: string[]): string => keys.map((k) => k.split('_').map(cap).join('')).join('|');

const RULES: Rule[] = [
  {
    // The whole block, armour lines included; a key cut off by truncation is redacted to the end of the text.
    kind: 'private key',
    re: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|$)/g,
  },
  {
    kind: 'URL password',
    re: /\b([a-z][a-z0-9+.-]{1,20}:\/\/)([^\s:@/?#[\]]{0,200}):([^\s@/?#[\]]{1,200})@/gi,
    replace: (m) => (PLACEHOLDER.test(m[3]!) ? null : `${m[1]}${m[2]}:${marker('URL password')}@`),
  },
  { kind: 'JWT', re: /\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g },
  { kind: 'Anthropic key', re: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  {
    kind: 'OpenAI key',
    re: /\bsk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{20,}/g,
    replace: (m) => (looksRandom(m[0]) ? marker('OpenAI key') : null),
  },
  {
    kind: 'Stripe key',
    re: /\b[rs]k_(?:live|test)_[A-Za-z0-9]{16,}/g,
  },
  { kind: 'AWS key', re: /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/g },
  { kind: 'GitHub token', re: /\bgh[pousr]_[A-Za-z0-9]{30,}\b/g },
  { kind: 'GitHub token', re: /\bgithub_pat_[A-Za-z0-9_]{22,}/g },
  { kind: 'Slack token', re: /\bxox[abposre]-[A-Za-z0-9-]{10,}/g, replace: (m) => (hasDigit(m[0]) ? marker('Slack token') : null) },
  { kind: 'Google key', re: /\bAIza[0-9A-Za-z_-]{35}/g },
  {
    kind: 'bearer token',
    re: /\b(Bearer|bearer|BEARER|Token|token)([ \t]+)([A-Za-z0-9._~+/-]{16,}=*)/g,
    replace: (m) => (looksRandom(m[3]!) ? `${m[1]}${m[2]}${marker('bearer token')}` : null),
  },
  {
    // `password=…`, `DB_PASSWORD: …`, `"api_key": "…"`, `userPassword = '…'`. The key must start a word or a
    // camelCase part, so "mypasswordhint=" does not count; `==` and `!=` are comparisons, not assignments.
    kind: 'password',
    re: new RegExp(
      `((?<![A-Za-z])(?:${casings(KEYS)})|(?<=[a-z])(?:${camel(KEYS)}))` +
        `(["']?[ \\t]*(?::=|[:=])(?!=)[ \\t]*)` +
        '(?:"([^"\\n]{1,256})"|\'([^\'\\n]{1,256})\'|`([^`\\n]{1,256})`|([^\\s\'"`,;&()[\\]{}<>]{1,256}))',
      'g',
    ),
    replace: assignment,
  },
];

/**
 * Replaces every secret in `text` with `[redacted: kind]`. Idempotent: redacted text comes back unchanged,
 * so re-captured turns hash the same.
 */
export function redactSecrets(text: string): RedactResult {
  let count = 0;
  let out = text;
  for (const rule of RULES) {
    rule.re.lastIndex = 0;
    out = out.replace(rule.re, (...args: unknown[]) => {
      // replace() passes the match, each group, then the offset and the whole input.
      const input = args.at(-1) as string;
      const index = args.at(-2) as number;
      const m = Object.assign(args.slice(0, -2) as string[], { index, input }) as RegExpExecArray;
      const replaced = rule.replace ? rule.replace(m) : marker(rule.kind);
      if (replaced === null) return m[0];
      count++;
      return replaced;
    });
  }
  return { text: out, count };
}
