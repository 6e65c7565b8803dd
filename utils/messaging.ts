import type { Site } from '@/lib/sites/registry';
import { defineExtensionMessaging } from '@webext-core/messaging';
import type {
  Applied,
  CaptureTurns,
  HealthReport,
  InsertResult,
  RulesPreview,
  RulesRequest,
  TabStatus,
} from '@/lib/protocol';
import type { LlmCatalogue, LlmEvent, LlmLoad, OffscreenProtocol } from '@/lib/llm/protocol';
import type { LlmState } from '@/lib/llm/types';

/** Messages handled by the background service worker. Payloads are validated there, never trusted. */
export interface BackgroundProtocol {
  captureTurns(data: CaptureTurns): { stored: number };
  reportHealth(data: HealthReport): void;
  getRulesPreview(data: RulesRequest): RulesPreview;
  rulesApplied(data: Applied): void;
  getTabStatus(tabId: number): TabStatus;
  /** From the in-page panel: open the review queue (the popup, or a tab with it when the popup cannot open). */
  openReview(): void;
  /** Extension pages only: how many messages the background refused (tests and the diagnostic report). */
  getDiagnostics(): { dropped: { schema: number; sender: number; unknown: number } };
  /** Optional in-browser LLM review (background/llm.ts). */
  llmGetState(): LlmState;
  llmCatalogue(): LlmCatalogue;
  llmLoad(data: LlmLoad): LlmState;
  llmUnload(): LlmState;
  /** From the offscreen document only. */
  llmEvent(data: LlmEvent): void;
}

/** Messages handled by a content script in a chat tab (sent by the popup or the background). */
export interface ContentProtocol {
  getDraft(): { draft: string; site: Site; conversationId: string | null; project: string | null };
  insertText(data: { text: string }): InsertResult;
  /** Opens the in-page preview (keyboard shortcut). */
  showPreview(): void;
}

export const toBackground = defineExtensionMessaging<BackgroundProtocol>();
export const toContent = defineExtensionMessaging<ContentProtocol>();
export const toOffscreen = defineExtensionMessaging<OffscreenProtocol>();
