// Frustration incidents (seed 004): frustration phrases in at least two user messages within a sliding window of
// INCIDENT_WINDOW consecutive user messages form ONE incident; one signal per cluster, summary = last hit (capped).
import { INCIDENT_PHRASES_RE } from './lexicon';
import { prepare } from './text';

export const INCIDENT_WINDOW = 6;
export const MAX_SUMMARY_CHARS = 1000;
/** Earlier turns are only scanned this far for frustration phrases (keeps a turn's cost bounded whatever the history). */
export const HISTORY_SCAN = 4000;

export interface UserMessage {
  id?: string;
  text: string;
}

export interface Incident {
  /** Indices (into the given user-message list) of the messages with a frustration phrase. */
  indices: number[];
  /** Ids of those messages when given. */
  turnIds: string[];
  /** The last matched message, trimmed and capped to MAX_SUMMARY_CHARS characters (+ '…'). */
  summary: string;
}

/** True when the prose of the message (code/logs/quotes stripped) contains a frustration phrase. */
export function hasFrustrationPhrase(text: string): boolean {
  if (!text) return false;
  const p = prepare(text.length > HISTORY_SCAN ? text.slice(0, HISTORY_SCAN) : text);
  return INCIDENT_PHRASES_RE.test(p.prose);
}

export function capChars(s: string, max: number): string {
  const chars = Array.from(s);
  if (chars.length <= max) return s;
  return chars.slice(0, max).join('') + '…';
}

/** Greedy left-to-right clustering over user messages in chronological order. */
export function findIncidents(userMessages: UserMessage[], window = INCIDENT_WINDOW): Incident[] {
  if (userMessages.length < 2) return [];
  const hits: number[] = [];
  userMessages.forEach((m, i) => {
    if (hasFrustrationPhrase(m.text)) hits.push(i);
  });
  if (hits.length < 2) return [];
  const out: Incident[] = [];
  let i = 0;
  while (i < hits.length) {
    const start = hits[i]!;
    const cluster: number[] = [];
    for (let j = i; j < hits.length && hits[j]! < start + window; j++) cluster.push(hits[j]!);
    if (cluster.length < 2) {
      i++;
      continue;
    }
    const last = cluster[cluster.length - 1]!;
    const summary = capChars(userMessages[last]!.text.trim(), MAX_SUMMARY_CHARS);
    if (summary) {
      out.push({
        indices: cluster,
        turnIds: cluster.map((k) => userMessages[k]!.id ?? String(k)),
        summary,
      });
    }
    i += cluster.length;
  }
  return out;
}

/**
 * Online variant for one new user turn: given the earlier user messages (chronological) and whether the new
 * turn has a frustration phrase, return the ids of the frustration hits within the window ending at the new
 * turn (new turn included, last), or null when there is no incident (fewer than two hits).
 */
export function incidentAt(earlier: UserMessage[], current: UserMessage, currentHit: boolean, window = INCIDENT_WINDOW): string[] | null {
  if (!currentHit) return null;
  const from = Math.max(0, earlier.length - (window - 1));
  const ids: string[] = [];
  for (let i = from; i < earlier.length; i++) {
    if (hasFrustrationPhrase(earlier[i]!.text)) ids.push(earlier[i]!.id ?? `u${i}`);
  }
  if (ids.length === 0) return null;
  ids.push(current.id ?? 'current');
  return ids;
}
