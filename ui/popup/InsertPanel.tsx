import { useState } from 'react';
import type { RulesPreview } from '@/lib/protocol';
import { renderBlock } from '@/lib/recall/render';
import { withoutInvisible } from '@/lib/invisible';
import { toBackground, toContent } from '@/utils/messaging';
import { t } from '../i18n';
import { emptyLine, omittedLine, reviewLine, whyLine } from '../why';
import { copyText } from '../clipboard';
import type { ActiveTab } from './useActiveTab';

type Phase =
  | { step: 'idle' }
  | { step: 'loading' }
  | { step: 'preview'; preview: RulesPreview; chosen: Set<number>; conversationId: string | null }
  | { step: 'done'; message: string; tone: 'ok' | 'warn' };

/** "Insert learned rules": preview which rules, why, and the size, then insert into the tab's composer. */
export function InsertPanel({ tab, recognised }: { tab: ActiveTab; recognised: boolean }) {
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const site = tab.site!;

  const open = async () => {
    setPhase({ step: 'loading' });
    try {
      const page = await toContent.sendMessage('getDraft', undefined, tab.id).catch(() => null);
      const preview = await toBackground.sendMessage('getRulesPreview', {
        site,
        draft: (page?.draft ?? '').slice(0, 200_000),
        conversationId: page?.conversationId ?? null,
        project: page?.project ?? null,
      });
      setPhase({ step: 'preview', preview, chosen: new Set(preview.rules.map((r) => r.id)), conversationId: page?.conversationId ?? null });
    } catch {
      setPhase({ step: 'done', message: t('previewFailed'), tone: 'warn' });
    }
  };

  if (phase.step === 'idle' || phase.step === 'loading' || phase.step === 'done') {
    return (
      <div className="insert">
        <button type="button" className="primary wide" onClick={() => void open()} disabled={phase.step === 'loading'}>
          {t('insertButton')}
        </button>
        {phase.step === 'done' && (
          <p className={`note ${phase.tone}`} role="status">
            {phase.message}
          </p>
        )}
      </div>
    );
  }

  const { preview, chosen } = phase;
  const chosenRules = preview.rules.filter((r) => chosen.has(r.id));
  // Rule text is shown and inserted without invisible characters, whatever an older version stored.
  const block = renderBlock(chosenRules.map((r) => ({ id: r.id, text: withoutInvisible(r.text) })), { budgetChars: 100_000, header: preview.header });

  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPhase({ ...phase, chosen: next });
  };

  const insert = async () => {
    const ids = chosenRules.map((r) => r.id);
    const result = recognised
      ? await toContent.sendMessage('insertText', { text: block.text }, tab.id).catch(() => null)
      : null;
    if (result?.ok) {
      // The text is in the composer: say so even if recording the insertion fails, so it is not inserted twice.
      setPhase({ step: 'done', message: ids.length === 1 ? t('insertedOne') : t('insertedN', String(ids.length)), tone: 'ok' });
      await toBackground.sendMessage('rulesApplied', { site, conversationId: phase.conversationId, ruleIds: ids }).catch(() => {});
      return;
    }
    // Page not recognised or composer missing: the rules go to the clipboard so nothing is lost.
    const copied = await copyText(block.text);
    setPhase({ step: 'done', message: copied ? t('copiedFallback') : t('copyFailed'), tone: 'warn' });
  };

  return (
    <div className="insert preview" data-testid="preview">
      <h2>{t('previewTitle')}</h2>
      {reviewLine(preview, t) && <p className="muted">{reviewLine(preview, t)}</p>}
      {preview.rules.length === 0 ? (
        <p className="muted">{emptyLine(preview, t)}</p>
      ) : (
        <ul className="preview-list">
          {preview.rules.map((r) => (
            <li key={r.id}>
              <label>
                <input type="checkbox" checked={chosen.has(r.id)} onChange={() => toggle(r.id)} />
                <span>{withoutInvisible(r.text)}</span>
              </label>
              <span className="why">{whyLine(r, t)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="muted">{t('previewChars', String(chosenRules.length ? block.chars : 0))}</p>
      {omittedLine(preview, t) && <p className="muted">{omittedLine(preview, t)}</p>}
      <div className="actions">
        <button type="button" onClick={() => setPhase({ step: 'idle' })}>
          {t('cancel')}
        </button>
        <button type="button" className="primary" disabled={chosenRules.length === 0} onClick={() => void insert()}>
          {recognised ? t('insertConfirm') : t('copyInstead')}
        </button>
      </div>
    </div>
  );
}
