// Ranked rules for the message being written, and the record of what was inserted.
import { AppliedSchema, RulesRequestSchema, type RulesPreview, type RulesRequest } from '@/lib/protocol';
import { isOwnContentScript, isOwnExtensionPage, type SenderLike } from '@/lib/guard';
import { queryText, rankRules } from '@/lib/recall/rank';
import { matchedWords } from '@/lib/recall/explain';
import { renderBlock } from '@/lib/recall/render';
import { recordApplication } from '@/lib/store/memory';
import { recentTurns } from '@/lib/store/capture';
import { getSettings } from '@/utils/settings';
import { db } from './db';
import { extensionId, extensionOrigin, handle } from './router';

const fromUs = (sender: SenderLike, site: 'chatgpt' | 'claude') =>
  isOwnContentScript(sender, extensionId(), site) || isOwnExtensionPage(sender, extensionOrigin());

export async function previewFor(req: RulesRequest): Promise<RulesPreview> {
  const settings = await getSettings();
  const now = Date.now();
  const rules = await db.rules.where('status').equals('active').toArray();
  const conversationKey = req.conversationId ? `${req.site}:${req.conversationId}` : null;
  const recent = conversationKey ? await recentTurns(db, conversationKey, 6) : [];
  const ranked = rankRules(rules, {
    draft: req.draft,
    recentTurns: recent.map((t) => t.text),
    site: req.site,
    project: req.project,
    now,
    threshold: settings.insertion.threshold,
    maxRules: settings.insertion.maxRules,
    halfLifeDays: settings.memory.halfLifeDays,
  });
  const block = renderBlock(
    ranked.map((r) => r.rule),
    { budgetChars: settings.insertion.budgetChars, header: settings.insertion.header },
  );
  const included = new Set(block.included);
  const query = queryText(req.draft, recent.map((t) => t.text));
  return {
    rules: ranked
      .filter((r) => r.rule.id !== undefined && included.has(r.rule.id))
      .map((r) => ({
        id: r.rule.id!,
        text: r.rule.text,
        score: r.score,
        pinned: r.rule.pinned === 1,
        matched: matchedWords(query, r.rule.text),
        corrections: r.rule.corrections,
        confidence: r.rule.userConfidence ?? r.rule.confidence,
      })),
    header: settings.insertion.header,
    block: block.text,
    chars: block.chars,
    omitted: block.omitted.length,
  };
}

export function startRules(): void {
  handle('getRulesPreview', RulesRequestSchema, (sender, data) => fromUs(sender, data.site), previewFor);
  handle(
    'rulesApplied',
    AppliedSchema,
    (sender, data) => fromUs(sender, data.site),
    async (data) => {
      await recordApplication(db, {
        ruleIds: data.ruleIds,
        site: data.site,
        conversationKey: data.conversationId ? `${data.site}:${data.conversationId}` : null,
        now: Date.now(),
      });
    },
  );
}
