// Receives finished turns from the content scripts, stores them, and hands new user turns to detection.
import { CaptureTurnsSchema, type CaptureTurns } from '@/lib/protocol';
import { isOwnContentScript, type SenderLike } from '@/lib/guard';
import { saveConversation, saveTurns } from '@/lib/store/capture';
import type { Turn } from '@/lib/types';
import { db } from './db';
import { extensionId, handle } from './router';
import { getSettings } from '@/utils/settings';
import { onTurnsStored } from './pipeline';

async function allowedBySettings(data: CaptureTurns, sender: SenderLike): Promise<boolean> {
  const s = await getSettings();
  if (!s.capture[data.site]) return false;
  if (data.page.temporary && !s.capture.temporaryChats) return false;
  if (sender.tab?.incognito && !s.capture.incognito) return false;
  return true;
}

export function startCapture(): void {
  handle(
    'captureTurns',
    CaptureTurnsSchema,
    (sender, data) => isOwnContentScript(sender, extensionId(), data.site) && data.page.conversationId !== null,
    async (data, sender) => {
      if (!(await allowedBySettings(data, sender))) return { stored: 0 };
      const now = Date.now();
      const conversationId = data.page.conversationId!;
      const conv = await saveConversation(
        db,
        { site: data.site, conversationId, title: data.page.title, project: data.page.project, url: data.page.url },
        now,
      );
      const turns: Turn[] = data.turns.map((t) => ({
        conversationId,
        site: data.site,
        turnId: t.turnId,
        role: t.role,
        text: t.text,
        index: t.index,
        createdAt: now,
      }));
      const result = await saveTurns(db, conv, turns, now);
      await onTurnsStored(conv, [...result.added, ...result.changed]);
      return { stored: result.added.length + result.changed.length };
    },
  );
}
