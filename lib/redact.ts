// Secret redaction for captured text. People paste API keys, tokens and passwords into chats; Twice keeps
// turn text on disk for weeks and shows it in the popup, so a secret must never be stored. This runs on
// every turn before it is saved. Pure and linear-time: it sees 200,000-character turns and binary-looking
// junk, so no pattern may backtrack quadratically.

import { stripInvisible } from './invisible';

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

/** Luhn-valid, 13 to 19 digits, and a prefix card networks issue (so timestamps and ids are left alone). */
function isCardNumber(raw: string): boolean {
  const digits = raw.replace(/[ -]/g, '');
  if (digits.length < 13 || digits.length > 19) return false;
  if (!/^(?:4|5[1-5]|2[2-7]|3[47]|3[068]|6(?:011|5|4[4-9]))/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** ISO 13616: 15 to 34 characters whose rearranged number is 1 modulo 97. */
function isIban(raw: string): boolean {
  const s = raw.replace(/ /g, '');
  if (s.length < 15 || s.length > 34) return false;
  const moved = s.slice(4) + s.slice(0, 4);
  let rem = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const v = code >= 65 ? String(code - 55) : ch;
    for (const digit of v) rem = (rem * 10 + (digit.charCodeAt(0) - 48)) % 97;
  }
  return rem === 1;
}

/** Key names of credential assignments, in snake_case; other casings are derived below. */
const KEYS = [
  'password', 'passwd', 'pwd', 'passphrase', 'secret', 'client_secret', 'api_key', 'apikey', 'access_token', 'auth_token',
  'private_key', 'aws_secret_access_key', 'secret_access_key', 'session_token', 'refresh_token', 'secret_key',
];
const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);
/** password, Password, PASSWORD; client_secret also as client-secret. */
const casings = (keys: string[]): string =>
  keys
    .flatMap((k) => [k, k.replace(/_/g, '-')])
    .flatMap((k) => [k, cap(k), k.toUpperCase()])
    .filter((k, i, all) => all.indexOf(k) === i)
    .join('|');
/** userPassword, dbApiKey: the camelCase part after a lower-case letter; also SecretAccessKey (STS JSON). */
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
  { kind: 'Slack webhook', re: /\bhttps:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]{20,}/g },
  { kind: 'Discord webhook', re: /\bhttps:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/\d{5,30}\/[A-Za-z0-9_-]{20,}/g },
  { kind: 'Hugging Face token', re: /\bhf_[A-Za-z0-9]{30,}/g },
  { kind: 'GitLab token', re: /\bgl(?:pat|dt|ptt|rt|cbt|oas)-[A-Za-z0-9_-]{20,}/g },
  { kind: 'npm token', re: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { kind: 'PyPI token', re: /\bpypi-AgE[A-Za-z0-9_-]{50,}/g },
  { kind: 'SendGrid key', re: /\bSG\.[A-Za-z0-9_-]{20,24}\.[A-Za-z0-9_-]{40,50}/g },
  { kind: 'Twilio key', re: /\bSK[0-9a-f]{32}\b/g },
  { kind: 'Mailgun key', re: /\bkey-[0-9a-zA-Z]{32}\b/g },
  { kind: 'Telegram bot token', re: /\b\d{8,10}:AA[A-Za-z0-9_-]{33}\b/g },
  { kind: 'Discord token', re: /\b[MNO][A-Za-z\d_-]{23,27}\.[A-Za-z\d_-]{6}\.[A-Za-z\d_-]{27,40}/g },
  { kind: 'Shopify token', re: /\bshp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}\b/g },
  { kind: 'DigitalOcean token', re: /\bdo[opr]_v1_[a-f0-9]{64}\b/g },
  { kind: 'Google OAuth secret', re: /\bGOCSPX-[A-Za-z0-9_-]{24,}/g },
  { kind: 'Google OAuth token', re: /\bya29\.[A-Za-z0-9_-]{20,}/g },
  { kind: 'Stripe webhook secret', re: /\bwhsec_[A-Za-z0-9]{24,}/g },
  { kind: 'age key', re: /\bAGE-SECRET-KEY-1[0-9A-Z]{50,}/g },
  { kind: 'Groq key', re: /\bgsk_[A-Za-z0-9]{40,}/g },
  { kind: 'Replicate token', re: /\br8_[A-Za-z0-9]{30,}/g },
  { kind: 'Perplexity key', re: /\bpplx-[A-Za-z0-9]{40,}/g },
  { kind: 'xAI key', re: /\bxai-[A-Za-z0-9]{40,}/g },
  { kind: 'Linear key', re: /\blin_api_[A-Za-z0-9]{30,}/g },
  { kind: 'Notion token', re: /\b(?:secret|ntn)_[A-Za-z0-9]{40,}/g },
  { kind: 'Postman key', re: /\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b/g },
  { kind: 'Atlassian token', re: /\bATATT3[A-Za-z0-9_=-]{50,}/g },
  { kind: 'Databricks token', re: /\bdapi[a-f0-9]{32}\b/g },
  { kind: 'Supabase token', re: /\bsbp_[a-f0-9]{40}\b/g },
  { kind: 'Doppler token', re: /\bdp\.(?:st|ct|sa|scim|audit)\.[A-Za-z0-9_.-]{40,}/g },
  { kind: 'Square token', re: /\bsq0(?:atp|csp)-[A-Za-z0-9_-]{22,}/g },
  { kind: 'Vault token', re: /\bhvs\.[A-Za-z0-9_-]{24,}/g },
  {
    // Azure storage / Service Bus connection strings and SAS signatures.
    kind: 'Azure key',
    re: /\b(AccountKey|SharedAccessKey|SharedSecretValue)=([^;\s"'`]{16,})/g,
    replace: (m) => `${m[1]}=${marker('Azure key')}`,
  },
  { kind: 'Azure SAS signature', re: /([?&]sig=)([A-Za-z0-9%/+=]{20,})/g, replace: (m) => `${m[1]}${marker('Azure SAS signature')}` },
  {
    kind: 'basic auth',
    re: /\b(Basic|basic|BASIC)([ \t]+)([A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])/g,
    replace: (m) => (hasDigit(m[3]!) || /[+/=]/.test(m[3]!) || m[3]!.length >= 16 ? `${m[1]}${m[2]}${marker('basic auth')}` : null),
  },
  {
    // Secret headers: `X-API-Key: …`, `X-Auth-Token: …`.
    kind: 'API key',
    re: /\b((?:X-)?(?:Api|API|api)-(?:Key|KEY|key|Token|TOKEN|token)|X-Auth-Token|x-auth-token)([ \t]*:[ \t]*)([^\s"'`]{12,})/g,
    replace: (m) => `${m[1]}${m[2]}${marker('API key')}`,
  },
  {
    // An AWS secret access key written in prose or a config: 40 base64 characters near "aws"/"secret".
    kind: 'AWS secret key',
    re: /\b((?:aws|AWS|Aws|amazon|Amazon|secret|Secret|SECRET)\b[^\n]{0,60}?)(?<![A-Za-z0-9/+])([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/g,
    replace: (m) => (/[A-Z]/.test(m[2]!) && /[a-z]/.test(m[2]!) && /\d/.test(m[2]!) ? `${m[1]}${marker('AWS secret key')}` : null),
  },
  {
    // `mysql -pSecret`, `mysqldump -p'Secret'`: the password glued to -p.
    kind: 'password',
    re: /\b((?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump)\b[^\n]{0,120}?[ \t]-p)(?!\[redacted: )("[^"\n]{1,128}"|'[^'\n]{1,128}'|[^\s'"]{1,128})/g,
    replace: (m) => `${m[1]}${marker('password')}`,
  },
  {
    // `machine host login me password secret` (.netrc).
    kind: 'password',
    re: /\b(login[ \t]+\S{1,100}[ \t]+password[ \t]+)(?!\[redacted: )(\S{1,128})/g,
    replace: (m) => (PLACEHOLDER.test(m[2]!) ? null : `${m[1]}${marker('password')}`),
  },
  {
    // "my password is …", "the password was …", and the same in other languages.
    kind: 'password',
    re: /\b((?:[Mm]y|[Tt]he|[Oo]ur|[Yy]our|[Mm]on|[Mm]ein|[Mm]i|[Aa]|[Ii]l|[Ll]a|[Dd]ie|[Dd]as)?[ \t]*(?:password|passcode|pin|PIN|mot de passe|Passwort|Kennwort|contraseña|senha|password|пароль|wachtwoord)[ \t]+(?:is|was|ist|war|est|était|es|era|é|è|je|это|is:)[ \t]*[:=]?[ \t]*)(["'“]?)(?!\[redacted: )([^\s"'”]{4,128})/g,
    replace: (m) => (PLACEHOLDER.test(m[3]!) || CODE_WORDS.has(m[3]!.toLowerCase()) ? null : `${m[1]}${m[2]}${marker('password')}`),
  },
  {
    kind: 'password',
    re: /((?:密码|密碼|パスワード|비밀번호)[ \t]*(?:是|は|:|：|=)[ \t]*)(?!\[redacted: )([^\s，。,]{4,128})/g,
    replace: (m) => `${m[1]}${marker('password')}`,
  },
  {
    // Docker's config.json: `"auth": "dXNlcjpwYXNz"`.
    kind: 'password',
    re: /("auth"[ \t]*:[ \t]*")([A-Za-z0-9+/]{12,}={0,2})(")/g,
    replace: (m) => `${m[1]}${marker('password')}${m[3]}`,
  },
  {
    // Environment-style names that end in a secret word: `PGPASSWORD=…`, `GITHUB_TOKEN=…`, `STRIPE_SECRET_KEY=…`.
    kind: 'password',
    re: /\b([A-Z][A-Z0-9_]*(?:PASSWORD|PASSWD|SECRET|TOKEN|API_KEY|APIKEY|ACCESS_KEY|PRIVATE_KEY)[A-Z0-9_]*[ \t]*[:=][ \t]*)(["']?)([^\s"'`,;]{8,256})/g,
    replace: (m) => (PLACEHOLDER.test(m[3]!) || /^\d+$/.test(m[3]!) || m[3]!.startsWith('[') ? null : `${m[1]}${m[2]}${marker('password')}`),
  },
  {
    kind: 'card number',
    re: /(?<![\d-])[2-6]\d{3}(?:[ -]?\d){9,15}(?![\d-])/g,
    replace: (m) => (isCardNumber(m[0]) ? marker('card number') : null),
  },
  {
    kind: 'IBAN',
    re: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g,
    replace: (m) => (isIban(m[0]) ? marker('IBAN') : null),
  },
  {
    kind: 'ID number',
    // US social security number; area 000, 666 and 9xx are never issued.
    re: /\b(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}\b/g,
  },
  {
    // `password=…`, `DB_PASSWORD: …`, `"api_key": "…"`, `userPassword = '…'`. The key must start a word or a
    // camelCase part, so "mypasswordhint=" does not count; `==` and `!=` are comparisons, not assignments.
    kind: 'password',
    re: new RegExp(
      `((?<![A-Za-z])(?:${casings(KEYS)}|${camel(KEYS)})|(?<=[a-z])(?:${camel(KEYS)}))` +
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

// ---------------------------------------------------------------------------------------------------------
// Personal data. Rules and lessons are inserted into later chats on both sites, so they never carry an e-mail
// address or a phone number; turn text keeps e-mail addresses only when the user chose to (a setting).

/** `git@github.com:org/repo` is an SSH remote, not a person. */
const EMAIL = /(?<![A-Za-z0-9._%+-])([A-Za-z0-9._%+-]{1,64})@([A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24})(?![A-Za-z0-9-])/g;
/** "+44 20 7946 0958", "+1 (415) 555-0132": 8 to 15 digits after the plus. */
const PHONE_INTL = /(?<![\w+])\+\d[\d .()\u00a0-]{6,22}\d(?!\d)/g;
/** "(415) 555-0132", "415-555-0132", "415.555.0132". */
const PHONE_NANP = /(?<![\w(])\(?[2-9]\d{2}\)?[ .-]\d{3}[ .-]\d{4}(?![\w-])/g;
/** National numbers with a trunk 0: "06 12 34 56 78", "07700 900123", "0151 23456789". */
const PHONE_NATIONAL = /(?<![\w.,])0\d{1,4}(?:[ .-]\d{2,8}){1,4}(?![\w-]|[.,]\d)/g;
/** After a word that says so, looser shapes count too: "tel: 5550132 88". */
const PHONE_CONTEXT =
  /((?:phone|tel|mobile|cell|whatsapp|telefon|handy|téléphone|portable|teléfono|celular|телефон|电话|電話)[^\n\d+[]{0,20})(\+?\d[\d .()-]{5,18}\d)/gi;

const digitCount = (s: string): number => s.replace(/\D/g, '').length;

export interface PersonalOptions {
  /** Redact e-mail addresses (default true). */
  emails?: boolean;
  /** Redact phone numbers (default true). */
  phones?: boolean;
}

export function redactPersonal(text: string, opts: PersonalOptions = {}): RedactResult {
  let count = 0;
  let out = text;
  const sub = (re: RegExp, fn: (m: string, ...groups: string[]) => string | null) => {
    re.lastIndex = 0;
    out = out.replace(re, (m: string, ...rest: unknown[]) => {
      const r = fn(m, ...(rest.filter((x) => typeof x === 'string') as string[]));
      if (r === null) return m;
      count++;
      return r;
    });
  };
  if (opts.emails !== false) sub(EMAIL, (m, local) => (local === 'git' ? null : marker('e-mail')));
  if (opts.phones !== false) {
    sub(PHONE_CONTEXT, (_m, lead, num) => (digitCount(num!) >= 7 ? `${lead}${marker('phone')}` : null));
    sub(PHONE_INTL, (m) => (digitCount(m) >= 8 && digitCount(m) <= 15 ? marker('phone') : null));
    sub(PHONE_NANP, () => marker('phone'));
    sub(PHONE_NATIONAL, (m) => (digitCount(m) >= 10 && digitCount(m) <= 12 ? marker('phone') : null));
  }
  return { text: out, count };
}

/** Secrets always; personal data as asked (turn text, conversation titles). */
export function redactText(text: string, opts: { keepEmails?: boolean } = {}): RedactResult {
  const a = redactSecrets(text);
  const b = redactPersonal(a.text, { emails: !opts.keepEmails });
  return { text: b.text, count: a.count + b.count };
}

export interface CleanRuleText {
  text: string;
  /** Secrets and personal data replaced by markers. */
  redacted: number;
  /** Invisible characters removed (lib/invisible.ts). */
  hiddenRemoved: number;
}

/**
 * What every rule text and lesson goes through where it enters or leaves the store: no invisible characters,
 * no secrets, no e-mail addresses or phone numbers.
 */
export function cleanRuleText(text: string): CleanRuleText {
  const visible = stripInvisible(text);
  const r = redactText(visible.text);
  return { text: r.text, redacted: r.count, hiddenRemoved: visible.removed };
}
