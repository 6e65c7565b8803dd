// Receives finished turns from the content scripts, stores them, and hands new user turns to detection.
import { CaptureTurnsSchema, MAX_TITLE, MAX_URL, clampUrl, validateTurns, type CaptureIssues, type CaptureTurns } from '@/lib/protocol';
import { isOwnContentScript, type SenderLike } from '@/lib/guard';
import { saveConversation, saveTurns } from '@/lib/store/capture';
import type { Turn } from '@/lib/types';
import { db } from './db';
import { extensionId, handle } from './router';
import { getSettings } from '@/utils/settings';
import { onTurnsStored } from './pipeline';
import { captureAllowed } from '@/lib/capture-policy';
import { redactText } from '@/lib/redact';
import { isQuotaError, STORAGE_FULL } from '@/lib/store/quota';
import { noteCaptureIssues, setStorageFull } from './health';
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
      if (!(await allowedBySettings(data, sender))) return { stored: 0, refused: 0, clamped: 0 };
      const { capture } = await getSettings();
      const now = Date.now();
      const conversationId = data.page.conversationId!;
      // One bad field changes or skips its own turn, never the batch; every change is counted for the popup.
      const batch = validateTurns(data.turns);
      const issues: CaptureIssues = { ...batch.issues };
      if (data.page.url.length > MAX_URL) issues.url = 1;
      if (data.page.title !== null && data.page.title.length > MAX_TITLE) issues.title = 1;
      if (Object.keys(issues).length > 0) {
        console.warn('[twice] capture batch changed', issues);
        await noteCaptureIssues(sender.tab!.id!, issues);
      }
      const redact = (text: string) => redactText(text, { keepEmails: capture.keepEmails }).text;
      try {
        const conv = await saveConversation(
          db,
          // Titles are generated from the first message, so they can carry a pasted secret too.
          {
            site: data.site,
            conversationId,
            title: data.page.title === null ? null : redact(data.page.title.slice(0, MAX_TITLE)),
            project: data.page.project,
            url: clampUrl(data.page.url),
          },
          now,
        );
        const turns: Turn[] = batch.turns.map((t) => ({
          conversationId,
          site: data.site,
          turnId: t.turnId,
          role: t.role,
          // Secrets (and, unless the user keeps them, e-mail addresses and phone numbers) never reach the store.
          text: redact(t.text),
          index: t.index,
          ...(t.history ? { history: true } : {}),
          ...(t.shared ? { shared: true } : {}),
          createdAt: now,
        }));
        // A new chat just got its address: rules inserted into it before are now part of it.
        if (conv.firstSeen === now && sender.tab?.id !== undefined) await attachNewChatApplications(db, { site: data.site, tabId: sender.tab.id, conversationKey: conv.key, now });
        const result = await saveTurns(db, conv, turns, now);
        await onTurnsStored(conv, result.pending);
        await setStorageFull(false);
        const clamped = Object.entries(issues).reduce((n, [k, c]) => (k === 'malformed' ? n : n + (c ?? 0)), 0);
        return { stored: result.added.length + result.changed.length, refused: issues.malformed ?? 0, clamped };
      } catch (e) {
        // The content script retries every few seconds: capture resumes by itself once space is freed.
        if (isQuotaError(e)) {
          await setStorageFull(true);
          throw new Error(STORAGE_FULL, { cause: e });
        }
        throw e;
      }
    },
  );
}
