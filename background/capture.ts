// Receives finished turns from the content scripts, stores them, and hands new user turns to detection.
import { CaptureTurnsSchema, type CaptureTurns } from '@/lib/protocol';
import { isOwnContentScript, type SenderLike } from '@/lib/guard';
import { saveConversation, saveTurns } from '@/lib/store/capture';
import type { Turn } from '@/lib/types';
import { db } from './db';
import { extensionId, handle } from './router';
import { getSettings } from '@/utils/settings';
import { onTurnsStored } from './pipeline';
import { captureAllowed } from '@/lib/capture-policy';
import { redactSecrets } from '@/lib/redact';
import { attachNewChatApplications } from '@/lib/store/applications';

async function allowedBySettings(data: CaptureTurns, sender: SenderLike): Promise<boolean> {
  const s = await getSettings();
  return captureAllowed(s.capture, { site: data.site, temporary: data.page.temporary, incognito: sender.tab?.incognito });
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
        // Titles are generated from the first message, so they can carry a pasted secret too.
        {
          site: data.site,
          conversationId,
          title: data.page.title === null ? null : redactSecrets(data.page.title).text,
          project: data.page.project,
          url: data.page.url,
        },
        now,
      );
      const turns: Turn[] = data.turns.map((t) => ({
        conversationId,
        site: data.site,
        turnId: t.turnId,
        role: t.role,
        // Secrets pasted into a chat never reach the store (nor detection, rules or the popup).
        text: redactSecrets(t.text).text,
        index: t.index,
        ...(t.history ? { history: true } : {}),
        createdAt: now,
      }));
      // A new chat just got its address: rules inserted into it before are now part of it.
      if (conv.firstSeen === now && sender.tab?.id !== undefined) await attachNewChatApplications(db, { site: data.site, tabId: sender.tab.id, conversationKey: conv.key, now });
      const result = await saveTurns(db, conv, turns, now);
      await onTurnsStored(conv, result.pending);
      return { stored: result.added.length + result.changed.length };
    },
  );
}
