import { useState } from 'react';
import type { RulesPreview } from '@/lib/protocol';
import { toBackground, toContent } from '@/utils/messaging';
import { t } from '../i18n';
import { chosenBlock, initialChoice, previewView, toggleChoice } from '@/lib/recall/preview';
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
      setPhase({ step: 'preview', preview, chosen: initialChoice(preview), conversationId: page?.conversationId ?? null });
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
  const view = previewView(preview, t);
  const block = chosenBlock(preview, chosen);
  const toggle = (id: number) => setPhase({ ...phase, chosen: toggleChoice(chosen, id) });

  const insert = async () => {
    const ids = block.ids;
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
      {view.review && <p className="muted">{view.review}</p>}
      {view.rows.length === 0 ? (
        <p className="muted">{view.empty}</p>
      ) : (
        <ul className="preview-list">
          {view.rows.map((r) => (
            <li key={r.id}>
              <label>
                <input type="checkbox" checked={chosen.has(r.id)} onChange={() => toggle(r.id)} />
                <span>{r.text}</span>
              </label>
              <span className="why">{r.why}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="muted">{t('previewChars', String(block.chars))}</p>
      {view.omitted && <p className="muted">{view.omitted}</p>}
      <div className="actions">
        <button type="button" onClick={() => setPhase({ step: 'idle' })}>
          {t('cancel')}
        </button>
        <button type="button" className="primary" disabled={block.ids.length === 0} onClick={() => void insert()}>
          {recognised ? t('insertConfirm') : t('copyInstead')}
        </button>
      </div>
    </div>
  );
}
