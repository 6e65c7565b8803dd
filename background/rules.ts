// Ranked rules for the message being written, and the record of what was inserted.
import { AppliedSchema, RulesRequestSchema, type RulesPreview, type RulesRequest } from '@/lib/protocol';
import { isOwnContentScript, isOwnExtensionPage, type SenderLike } from '@/lib/guard';
import { isApplicable, queryText } from '@/lib/recall/rank';
import { matchedWords } from '@/lib/recall/explain';
import { offerRules } from '@/lib/recall/offer';
import { countPendingWordings } from '@/lib/store/wording';
import { NoDataSchema } from '@/lib/llm/protocol';
import { siteOfUrl } from '@/lib/guard';
import { browser } from 'wxt/browser';
import { recordApplication } from '@/lib/store/outcomes';
import { recentTurns } from '@/lib/store/capture';
import { getSettings } from '@/utils/settings';
import { db } from './db';
import { extensionId, extensionOrigin, handle } from './router';
import type { Site } from '@/lib/sites/registry';

const fromUs = (sender: SenderLike, site: Site) =>
  isOwnContentScript(sender, extensionId(), site) || isOwnExtensionPage(sender, extensionOrigin());

export async function previewFor(req: RulesRequest): Promise<RulesPreview> {
  const settings = await getSettings();
  const now = Date.now();
  const rules = await db.rules.where('status').equals('active').toArray();
  const conversationKey = req.conversationId ? `${req.site}:${req.conversationId}` : null;
  const recent = conversationKey ? await recentTurns(db, conversationKey, 6) : [];
  const offer = offerRules(
    rules,
    { draft: req.draft, recentTurns: recent.map((t) => t.text), site: req.site, project: req.project, now },
    {
      threshold: settings.insertion.threshold,
      maxRules: settings.insertion.maxRules,
      budgetChars: settings.insertion.budgetChars,
      header: settings.insertion.header,
      halfLifeDays: settings.memory.halfLifeDays,
    },
  );
  const query = queryText(req.draft, recent.map((t) => t.text));
  const pendingReview = (await db.rules.where('status').equals('pending').count()) + (await countPendingWordings(db));
  return {
    rules: offer.offered.map((r) => ({
      id: r.rule.id!,
      text: r.rule.text,
      score: r.score,
      standing: r.standing,
      pinned: r.standing,
      // Words a person wrote, not stems; a rule found through its topic profile only has none.
      matched: r.standing ? [] : matchedWords(query, r.rule.text),
      corrections: r.rule.corrections,
      confidence: r.rule.userConfidence ?? r.rule.confidence,
    })),
    header: settings.insertion.header,
    block: offer.block.text,
    chars: offer.block.chars,
    omitted: offer.omitted.length,
    learned: rules.filter((r) => isApplicable(r, req.site, req.project)).length,
    pendingReview,
  };
}

/** The popup opens on the review queue when something waits; Chrome can open it from a user's click in the page. */
async function openReview(): Promise<void> {
  const action = browser.action as (typeof browser.action & { openPopup?: () => Promise<void> }) | undefined;
  try {
    if (action?.openPopup) {
      await action.openPopup();
      return;
    }
  } catch {
    // No focused window, or the browser refuses: fall back to a tab.
  }
  await browser.tabs.create({ url: browser.runtime.getURL('/popup.html') });
}

export function startRules(): void {
  handle(
    'openReview',
    NoDataSchema,
    (sender) => {
      const site = siteOfUrl(sender.url ?? sender.tab?.url);
      return site !== null && isOwnContentScript(sender, extensionId(), site);
    },
    openReview,
  );
  handle('getRulesPreview', RulesRequestSchema, (sender, data) => fromUs(sender, data.site), previewFor);
  handle(
    'rulesApplied',
    AppliedSchema,
    (sender, data) => fromUs(sender, data.site),
    async (data, sender) => {
      await recordApplication(db, {
        ruleIds: data.ruleIds,
        site: data.site,
        conversationKey: data.conversationId ? `${data.site}:${data.conversationId}` : null,
        ...(sender.tab?.id !== undefined ? { tabId: sender.tab.id } : {}),
        now: Date.now(),
      });
    },
  );
}
