// Insertions made before the site gave the chat an address (a new chat has no conversation id until its first
// reply): they are attached to the conversation once it has one, so "the correction came back after the rules were
// inserted" works in new chats too.
import type { TwiceDB } from './db';
import type { Site } from '../types';

/** An insertion older than this is not from the chat being opened now. */
export const ATTACH_WINDOW_MS = 30 * 60_000;

export async function attachNewChatApplications(db: TwiceDB, input: { site: Site; tabId: number; conversationKey: string; now: number }): Promise<number> {
  return db.transaction('rw', db.applications, async () => {
    const recent = await db.applications.where('insertedAt').aboveOrEqual(input.now - ATTACH_WINDOW_MS).toArray();
    let n = 0;
    for (const a of recent) {
      if (a.conversationKey !== null || a.site !== input.site || a.tabId !== input.tabId || a.settledAt !== 0) continue;
      await db.applications.update(a.id!, { conversationKey: input.conversationKey });
      n++;
    }
    return n;
  });
}
