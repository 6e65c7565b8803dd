// After turns are stored: run the detector on each new or edited user turn, in the context of the
// assistant turn before it and the conversation so far, and record what it finds.
import { detect } from '@/lib/detect';
import type { HistoryTurn } from '@/lib/detect/types';
import { markDetected, recentTurns } from '@/lib/store/capture';
import { recordDetection } from '@/lib/store/learn';
import { settleApplications } from '@/lib/store/outcomes';
import type { ConversationRecord, TurnRecord } from '@/lib/store/db';
import { db } from './db';
import { pruneIfDue } from './maintenance';
import { getSettings } from '@/utils/settings';
import { enqueueReview } from './llm';
import { memoryThresholds } from '@/lib/settings';
import { assessRisk } from '@/lib/risk';
import { stripInvisible } from '@/lib/invisible';

const CONTEXT_TURNS = 24;

export async function onTurnsStored(conv: ConversationRecord, turns: TurnRecord[]): Promise<void> {
  const users = turns.filter((t) => t.role === 'user').sort((a, b) => a.index - b.index);
  if (users.length === 0) return;
  const now = Date.now();
  const settings = await getSettings();
  const context = (await recentTurns(db, conv.key, CONTEXT_TURNS + users.length)).sort((a, b) => a.index - b.index);
  for (const turn of users) {
    const before = context.filter((t) => t.index < turn.index && t.key !== turn.key).slice(-CONTEXT_TURNS);
    const prev = [...before].reverse().find((t) => t.role === 'assistant') ?? null;
    const history: HistoryTurn[] = before
      .filter((t) => t !== prev)
      .map((t) => ({ id: t.turnId, role: t.role, text: t.text }));
    // Detection reads what the user saw: characters hidden from them are not part of any lesson, but their
    // presence is a risk marker (assessRisk reads the raw turn).
    const visible = stripInvisible(turn.text);
    const input = {
      user: { id: turn.turnId, text: visible.text },
      prevAssistant: prev ? { id: prev.turnId, text: prev.text } : null,
      history,
      // Nothing captured before it and it is the page's first turn: the conversation starts here.
      first: !prev && before.length === 0 && turn.index === 0,
    };
    const found = detect(input);
    // Rules keep the user's language unless they asked for English and Twice could word this one so.
    const detection = settings.detection.rulesInEnglish && found.lessonEn ? { ...found, lesson: found.lessonEn } : found;
    const conversation = { key: conv.key, site: conv.site, project: conv.project };
    // Pasted, forged or smuggled instructions wait for the user whatever the detector's confidence.
    const risk = detection.kind === 'none' ? [] : assessRisk({ turn: turn.text, lesson: detection.lesson ?? '', shared: turn.shared === 1 });
    if (detection.kind !== 'none') {
      await recordDetection(db, {
        detection,
        conversation,
        evidence: { user: turn.text, assistant: prev?.text ?? null, title: conv.title },
        turnKey: turn.key,
        now,
        source: 'heuristic',
        settings: memoryThresholds(settings),
        risk,
        hiddenInTurn: visible.removed,
      });
    }
    // Only now is the verdict safely stored; until here a stopped worker means the turn is detected again.
    await markDetected(db, [turn.key]);
    // Opt-in LLM second opinion: queued once the heuristic record exists, never awaited.
    enqueueReview({ input, heuristic: detection, turnKey: turn.key, conversation, shared: turn.shared === 1, rawText: turn.text }, settings.detection.llmEnabled);
  }
  await settleApplications(db, now);
  void pruneIfDue(now).catch((e) => console.warn('[twice] prune', e));
}
