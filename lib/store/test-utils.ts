// Shared fixtures for the store and recall tests (fake-indexeddb is loaded by vitest setupFiles).
import { TwiceDB, type RuleRecord } from './db';
import type { DetectionInput, ConversationContext } from './learn';
import type { Turn } from '../types';

let seq = 0;
/** Every test gets its own database so tests can run in parallel without seeing each other's data. */
export function freshDb(label: string): TwiceDB {
  seq++;
  return new TwiceDB(`twice-test-${label}-${seq}-${Math.random().toString(36).slice(2)}`);
}

export const DAY = 86_400_000;
export const T0 = Date.UTC(2026, 10, 2, 12, 0, 0);

/** Turn i of conversation c1 on chatgpt: even turns are the user's, odd ones the assistant's. */
export function chatTurn(i: number, text = `turn ${i}`, at = T0): Turn {
  return { conversationId: 'c1', site: 'chatgpt', turnId: `t${i}`, role: i % 2 === 0 ? 'user' : 'assistant', text, index: i, createdAt: at };
}

export function det(lesson: string | null, over: Partial<DetectionInput> = {}): DetectionInput {
  return {
    kind: 'correction',
    category: 'code',
    confidence: 0.7,
    severity: 'medium',
    lesson,
    original: null,
    corrected: null,
    evidence: ['t1'],
    ...over,
  };
}

export function ctx(key = 'chatgpt:c1', project: string | null = null): ConversationContext {
  const site = key.startsWith('claude') ? 'claude' : 'chatgpt';
  return { key, site, project };
}

export function rule(id: number, text: string, over: Partial<RuleRecord> = {}): RuleRecord {
  return {
    id,
    text,
    category: 'code',
    scope: 'global',
    scopeValue: null,
    status: 'active',
    pinned: 0,
    confidence: 0.9,
    corrections: 3,
    timesInserted: 0,
    timesWorked: 0,
    timesReturned: 0,
    needsRewording: 0,
    userLocked: 0,
    createdAt: T0,
    updatedAt: T0,
    lastUsedAt: null,
    lastCorrectionAt: T0,
    examples: [],
    userConfidence: null,
    conflictWith: null,
    supersededBy: null,
    ...over,
  };
}
