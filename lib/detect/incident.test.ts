import { describe, expect, it } from 'vitest';
import { findIncidents, INCIDENT_WINDOW, MAX_SUMMARY_CHARS } from './incident';
import { detect } from './index';
import type { HistoryTurn } from './types';

const msgs = (xs: string[]) => xs.map((text, i) => ({ id: `m${i}`, text }));

describe('frustration incidents (seed 004)', () => {
  it('empty for short sessions or no frustration', () => {
    expect(findIncidents([])).toEqual([]);
    expect(findIncidents(msgs(['just one message']))).toEqual([]);
    expect(findIncidents(msgs(['normal', 'everything fine', 'all good']))).toEqual([]);
  });
  it('a single hit is not an incident', () => {
    expect(findIncidents(msgs(['normal', 'this still not working']))).toEqual([]);
  });
  it('two Chinese hits -> one incident, summary = last hit', () => {
    const s = findIncidents(msgs(['试一下', '还是错了', '看看日志', '又失败了']));
    expect(s).toHaveLength(1);
    expect(s[0]!.summary).toBe('又失败了');
    expect(s[0]!.indices).toEqual([1, 3]);
    expect(s[0]!.turnIds).toEqual(['m1', 'm3']);
  });
  it('two English hits -> one incident', () => {
    const s = findIncidents(msgs(['let me try this', "ugh, that's wrong", 'let me check logs', 'still not working']));
    expect(s).toHaveLength(1);
    expect(s[0]!.summary).toBe('still not working');
  });
  it('hits further apart than the window do not combine', () => {
    const xs = ['wrong', ...Array(INCIDENT_WINDOW).fill('filler'), 'still not'];
    expect(findIncidents(msgs(xs))).toEqual([]);
  });
  it('three hits in a row collapse into one incident', () => {
    const s = findIncidents(msgs(['wrong', 'still wrong', 'broke again']));
    expect(s).toHaveLength(1);
    expect(s[0]!.indices).toHaveLength(3);
    expect(s[0]!.summary).toBe('broke again');
  });
  it('caps the summary', () => {
    const s = findIncidents(msgs(['first wrong attempt', 'wrong: ' + 'x'.repeat(MAX_SUMMARY_CHARS * 2)]));
    expect(s).toHaveLength(1);
    expect(Array.from(s[0]!.summary).length).toBeLessThanOrEqual(MAX_SUMMARY_CHARS + 1);
    expect(s[0]!.summary.endsWith('…')).toBe(true);
  });
  it('case-insensitive, mixed languages, es/ja', () => {
    expect(findIncidents(msgs(['WRONG.', 'Still NOT working']))).toHaveLength(1);
    expect(findIncidents(msgs(['错了', 'filler', 'wrong']))).toHaveLength(1);
    expect(findIncidents(msgs(['no funciona', 'ok', 'sigue sin cargar']))).toHaveLength(1);
    expect(findIncidents(msgs(['動かない', 'まだうまくいかない']))).toHaveLength(1);
  });
  it('phrases inside pasted code/logs do not count', () => {
    expect(findIncidents(msgs(['```\nassert wrong == 1\n```', '```\n// still not working\n```']))).toEqual([]);
  });
});

describe('incident inside detect()', () => {
  it('the second frustration within 6 user turns is one incident with both turn ids as evidence', () => {
    const history: HistoryTurn[] = [
      { id: 'u1', role: 'user', text: 'fix the login' },
      { id: 'a1', role: 'assistant', text: "I've fixed it." },
      { id: 'u2', role: 'user', text: "still not working" },
      { id: 'a2', role: 'assistant', text: "I've changed the token check." },
    ];
    const d = detect({ user: { id: 'u3', text: 'same error, it does not work' }, prevAssistant: { id: 'a2', text: "I've changed the token check." }, history });
    expect(d.kind).toBe('frustration');
    expect(d.incident).not.toBeNull();
    expect(d.incident!.turnIds).toEqual(['u2', 'u3']);
    expect(d.severity).toBe('high');
    expect(d.evidence).toEqual(expect.arrayContaining(['u2', 'u3']));
  });
  it('no incident without an earlier hit', () => {
    const d = detect({ user: { id: 'u3', text: 'still not working' }, prevAssistant: { id: 'a', text: "I've fixed it." }, history: [{ id: 'u1', role: 'user', text: 'hello' }] });
    expect(d.incident).toBeNull();
  });
});
