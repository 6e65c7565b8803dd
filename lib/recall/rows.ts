// Rules given as plain rows (the recall command, the recall benchmark): the records the extension would hold after
// learning them, with their topic profile built from the evidence the row carries.
import { newRuleHistory, type RuleRecord } from '../store/db';
import { buildProfile } from './profile';
import { appliesOfText } from '../detect/lesson';

export interface RuleRow {
  id: string;
  text: string;
  applies?: 'always' | 'topic';
  evidence?: { assistant?: string | null; user?: string | null; title?: string | null };
  confidence?: number;
}

export function rulesFromRows(rows: readonly RuleRow[], now: number): { rules: RuleRecord[]; idOf: Map<number, string> } {
  const idOf = new Map<number, string>();
  const rules = rows.map((r, i): RuleRecord => {
    idOf.set(i + 1, r.id);
    return {
      id: i + 1,
      text: r.text,
      category: 'domain',
      scope: 'global',
      scopeValue: null,
      status: 'active',
      ...newRuleHistory(now),
      confidence: r.confidence ?? 0.9,
      userLocked: 1,
      conflictWith: null,
      applies: r.applies ?? appliesOfText(r.text),
      profile: buildProfile({ rule: r.text, ...(r.evidence ?? {}) }),
    };
  });
  return { rules, idOf };
}
