import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact';

// Made-up secrets with the real formats (none of these is a live credential).
const OPENAI = 'sk-proj-4fG7hJ2kL9mN3pQ8rS1tU6vW0xY5zA2bC7dE4fG9hJ1kL3mN';
const OPENAI_LEGACY = 'sk-9aB3cD5eF7gH1iJ2kL4mN6oP8qR0sT3uV5wX7yZ9aB1cD3eF';
const ANTHROPIC = 'sk-ant-api03-Xy7_Zq2Wv9Ut4Sr1Qp6On3Ml8Kj5Ih0Gf2Ed7Cb4Aa-9xYzAA';
const AWS = 'AKIAIOSFODNN7EXAMPL3';
const GITHUB = 'ghp_1a2B3c4D5e6F7g8H9i0J1k2L3m4N5o6P7q8R';
const GITHUB_PAT = 'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUV';
const SLACK = 'xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx';
const GOOGLE = 'AIzaSyD3x4mpl3K3yF0rT3st1ng_abcdefghijk';
const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
const BEARER = 'Zm9vYmFyYmF6MTIzNDU2Nzg5MGFiY2RlZg';
const PEM = [
  '-----BEGIN RSA PRIVATE KEY-----',
  'MIIEowIBAAKCAQEA7bq9yX2d8pW3kL0mN4oP6qR8sT1uV3wX5yZ7aB9cD1eF3gH5',
  'iJ7kL9mN1oP3qR5sT7uV9wX1yZ3aB5cD7eF9gH1iJ3kL5mN7oP9qR1sT3uV5wX7',
  '-----END RSA PRIVATE KEY-----',
].join('\n');

const SECRETS: [string, string, string][] = [
  // [description, text containing the secret, the secret itself]
  ['OpenAI project key', `my key is ${OPENAI} thanks`, OPENAI],
  ['OpenAI legacy key', `OPENAI_API_KEY=${OPENAI_LEGACY}`, OPENAI_LEGACY],
  ['Anthropic key', `client = Anthropic(api_key="${ANTHROPIC}")`, ANTHROPIC],
  ['AWS access key id', `aws_access_key_id = ${AWS}`, AWS],
  ['GitHub classic token', `git clone https://${GITHUB}@github.com/o/r`, GITHUB],
  ['GitHub fine-grained token', `token: ${GITHUB_PAT}`, GITHUB_PAT],
  ['Slack token', `SLACK_BOT_TOKEN=${SLACK}`, SLACK],
  ['Google API key', `https://maps.googleapis.com/maps/api/js?key=${GOOGLE}`, GOOGLE],
  ['JWT', `the cookie holds ${JWT}.`, JWT],
  ['Bearer token', `curl -H "Authorization: Bearer ${BEARER}" https://api.example.com`, BEARER],
  ['password= assignment', 'connect with password=hunter2 please', 'hunter2'],
  ['passwd: assignment', 'passwd: Tr0ub4dor&3', 'Tr0ub4dor'],
  ['env password', 'DB_PASSWORD=s3cr3t-Value!', 's3cr3t-Value!'],
  ['JSON password', '{"user": "ann", "password": "correct horse battery staple"}', 'correct horse battery staple'],
  ['camelCase password', "const userPassword = 'Summer2026!';", 'Summer2026!'],
  ['client secret', 'client_secret: 9f8e7d6c5b4a', '9f8e7d6c5b4a'],
  ['API key header', 'curl -H "x-api-key: 4f9a2c7e1b3d5f8a" https://api.example.com', '4f9a2c7e1b3d5f8a'],
  ['URL password', 'DATABASE_URL=postgres://admin:S3cr3tP4ss@db.internal:5432/app', 'S3cr3tP4ss'],
  ['URL password (https)', 'fetch https://bob:wonderland42@example.com/api', 'wonderland42'],
  ['PEM private key', `here:\n${PEM}\nthat's it`, 'MIIEowIBAAKCAQEA7bq9yX2d8pW3kL0mN4oP6qR8sT1uV3wX5yZ7aB9cD1eF3gH5'],
  ['OpenSSH private key', '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----', 'b3BlbnNzaC1rZXktdjEAAAAA'],
  ['truncated PEM key', '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC'],
  ['Stripe secret key', 'stripe.api_key = "sk_live_51HxYzAbCdEfGh12345678"', 'sk_live_51HxYzAbCdEfGh12345678'],
];

describe('redactSecrets', () => {
  for (const [what, text, secret] of SECRETS) {
    it(`redacts a ${what}`, () => {
      const out = redactSecrets(text);
      expect(out.text).not.toContain(secret);
      expect(out.text).toMatch(/\[redacted: [a-zA-Z ]+\]/);
      expect(out.count).toBeGreaterThanOrEqual(1);
    });
  }

  it('names the kind and keeps the text around the secret', () => {
    expect(redactSecrets(`key ${ANTHROPIC} end`)).toEqual({ text: 'key [redacted: Anthropic key] end', count: 1 });
    expect(redactSecrets(`id ${AWS}.`).text).toBe('id [redacted: AWS key].');
    expect(redactSecrets('password=hunter2&user=ann').text).toBe('password=[redacted: password]&user=ann');
    expect(redactSecrets('"password": "abc def"').text).toBe('"password": "[redacted: password]"');
    expect(redactSecrets('https://bob:wonderland42@example.com/').text).toBe(
      'https://bob:[redacted: URL password]@example.com/',
    );
    expect(redactSecrets(`Authorization: Bearer ${BEARER}`).text).toBe('Authorization: Bearer [redacted: bearer token]');
    expect(redactSecrets(`x\n${PEM}\ny`).text).toBe('x\n[redacted: private key]\ny');
  });

  it('counts every secret in a text with several', () => {
    const text = `a ${OPENAI} b ${AWS} c ${GITHUB} d password=hunter2 e ${JWT}`;
    const out = redactSecrets(text);
    expect(out.count).toBe(5);
    for (const s of [OPENAI, AWS, GITHUB, 'hunter2', JWT]) expect(out.text).not.toContain(s);
  });

  it('is idempotent, so a re-captured turn hashes the same', () => {
    const text = SECRETS.map(([, t]) => t).join('\n');
    const once = redactSecrets(text);
    const twice = redactSecrets(once.text);
    expect(twice).toEqual({ text: once.text, count: 0 });
  });

  describe('no false positives', () => {
    const CLEAN = [
      'No, I said REST, not GraphQL. Use REST endpoints for our services.',
      "Don't add comments to the code. I never want comments in code snippets.",
      'The secret: keep your functions small and your names honest.',
      'Reset your password: click "Forgot password" on the login page.',
      'Use a password manager and never reuse a password.',
      'Password: 8 characters minimum, secret: 42 is the answer.',
      'Install scikit-learn with pip; sk-learn-compatible-estimator-wrappers are in contrib.',
      'The bearer of bad news is rarely thanked; token economies reward participation.',
      'Tokens are counted per request; the Bearer authentication-scheme is described in RFC 6750.',
      'Visit https://example.com/docs?page=2#intro or mailto:ann@example.com, or git@github.com:o/r.git.',
      'Connect to postgres://localhost:5432/app (no credentials in dev).',
      'Use https://user:pass@host as the format, with your own user and password.',
      'Set password=changeme in .env.example and PASSWORD=${DB_PASSWORD} in compose.',
      'The risk-free rate was 4.2% in 2024; ask-1234 is a ticket id.',
      'AKIA is the prefix AWS uses for access key ids, and eyJ marks base64 JSON.',
      'Émojis 🎉 and 日本語のテキスト and العربية mixed in one line stay as they are.',
    ];
    const CODE = [
      'def login(username: str, password: str) -> bool:\n    return check(password)',
      'interface User { name: string; password: string; apiKey?: string }',
      'const password = await getPassword();\nconst secret = process.env.SECRET;',
      'password = request.form["password"]\nif password == stored: ok()',
      "if (password !== confirm) throw new Error('mismatch');",
      'user = User(password=hashed, api_key=None)',
      '{"type": "object", "properties": {"password": "string", "apiKey": "string"}, "required": ["password"]}',
      'curl -H "x-api-key: $API_KEY" https://api.example.com',
      'password: req.body.password,\nsecret: config.secret,',
      'SELECT id, password_hash FROM users WHERE email = $1;',
      'const token = jwt.sign(payload, key);\nconst headers = { Authorization: `Bearer ${token}` };',
      'class Settings(BaseSettings):\n    db_password: SecretStr\n    api_key: str = Field(...)',
      'for (let i = 0; i < tokens.length; i++) { const t = tokens[i]; }',
      '<input type="password" name="password" autocomplete="current-password">',
      'const b = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";\nconst sha = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";',
    ];
    for (const text of [...CLEAN, ...CODE]) {
      it(`leaves alone: ${text.slice(0, 60).replace(/\n/g, '⏎')}`, () => {
        expect(redactSecrets(text)).toEqual({ text, count: 0 });
      });
    }
  });

  // Its cost on these inputs is the benchmark row `redact_hostile_max_ms` (bench/hostile.ts).
  it('handles huge and binary-looking input', () => {
    const big = 'a'.repeat(200_000);
    const junk = Array.from({ length: 200_000 }, (_, i) => String.fromCharCode((i * 7919) % 0xffff)).join('');
    const words = 'password= password: sk- AKIA eyJ. Bearer https://a:@ -----BEGIN '.repeat(4000);
    expect(redactSecrets(big)).toEqual({ text: big, count: 0 });
    expect(redactSecrets(junk).text.length).toBeGreaterThan(0);
    expect(redactSecrets(words).text).not.toContain('-----BEGIN -----BEGIN');
  });
});
