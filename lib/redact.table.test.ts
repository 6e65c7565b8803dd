// The redaction table (tests/redaction-samples.ts): each format is redacted where it must be, and the
// look-alikes in ordinary text are left alone.
import { describe, expect, it } from 'vitest';
import { REDACTION_NEGATIVES, REDACTION_SAMPLES } from '../tests/redaction-samples';
import { cleanRuleText, redactText } from './redact';

describe('redaction table', () => {
  it('has at least 40 formats', () => {
    expect(new Set(REDACTION_SAMPLES.map((x) => x.format)).size).toBeGreaterThanOrEqual(40);
  });

  for (const sample of REDACTION_SAMPLES) {
    it(`${sample.format}: out of turn text, rules and lessons`, () => {
      const turn = redactText(sample.text).text;
      expect(turn).not.toContain(sample.secret);
      expect(turn).toContain('[redacted: ');
      const rule = cleanRuleText(`Always remember: ${sample.text}`);
      expect(rule.text).not.toContain(sample.secret);
      expect(rule.redacted).toBeGreaterThan(0);
      // Idempotent: stored text redacts to itself.
      expect(redactText(turn).text).toBe(turn);
    });
  }

  it('keeps e-mail addresses in turn text only when asked, never in rules', () => {
    const email = REDACTION_SAMPLES.find((x) => x.format === 'e-mail address')!;
    expect(redactText(email.text, { keepEmails: true }).text).toContain(email.secret);
    expect(redactText(email.text).text).not.toContain(email.secret);
    expect(cleanRuleText(email.text).text).not.toContain(email.secret);
    // Secrets go either way.
    const key = REDACTION_SAMPLES[0]!;
    expect(redactText(key.text, { keepEmails: true }).text).not.toContain(key.secret);
  });

  for (const text of REDACTION_NEGATIVES) {
    it(`leaves ordinary text alone: ${text.slice(0, 40)}`, () => {
      expect(redactText(text).text).toBe(text);
    });
  }

  // How long these take is a benchmark row (bench/hostile.ts, `redact_hostile_max_ms`); here, what they return.
  it('returns on long hostile input with nothing invented', () => {
    const inputs = ['+1 '.repeat(60_000), '4'.repeat(180_000), 'a@'.repeat(90_000), 'password is '.repeat(15_000), 'aws '.repeat(45_000)];
    for (const input of inputs) {
      const out = redactText(input).text;
      expect(out.length).toBeLessThanOrEqual(input.length);
      expect(redactText(out).text).toBe(out);
    }
  });
});
