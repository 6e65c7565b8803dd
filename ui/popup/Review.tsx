import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { RuleRecord, RuleScopeKind } from '@/lib/store/db';
import { acceptRule, dismissRule, restoreRule, rewordRule } from '@/lib/store/actions';
import { dismissWording, ruleFromWording } from '@/lib/store/wording';
import { reviewCard, reviewCount, reviewQueueIds, rulesToReword, topicOf, wordingCards, type ReviewCardData, type WordingCardData } from '@/lib/store/views';
import { muteCategory, muteTopic, unmuteCategory, unmuteTopic } from '@/lib/settings';
import { getSettings, saveSettings } from '@/utils/settings';
import { withoutInvisible } from '@/lib/invisible';
import { db } from '../db';
import { t } from '../i18n';
import { conversationUrl } from './Conversations';
import { siteName } from './Status';
import { HiddenNote } from './Rules';
import { isStanding } from '@/lib/recall/rank';
import { appliesOfText } from '@/lib/detect/lesson';
import { saveError } from '../errors';
import { VirtualList, type RowProps } from '../VirtualList';

function ReviewRow({ id, row, onUndoable }: { id: number; row: RowProps; onUndoable: Undoable }) {
  const item = useLiveQuery(() => reviewCard(db, id), [id]);
  return (
    <li className="card review" data-testid="review-item" ref={row.measure} data-index={row.index}>
      {item ? <ReviewCard key={item.rule.updatedAt} item={item} onUndoable={onUndoable} /> : null}
    </li>
  );
}

/** A card offers undo for what it just did; the Review tab shows one undo bar at a time. */
type Undoable = (label: string, undo: () => Promise<unknown>) => void;

function ReviewCard({ item, onUndoable }: { item: ReviewCardData; onUndoable: Undoable }) {
  const { rule, correction, userTurn, assistantTurn, replaces, burst } = item;
  const [text, setText] = useState(withoutInvisible(rule.text));
  const [scope, setScope] = useState<RuleScopeKind>(rule.scope);
  // The detector's guess at "every message" is often wrong (held out it finds about half of them): the user decides.
  const [always, setAlways] = useState(isStanding(rule));
  const [error, setError] = useState<string | null>(null);
  const [muting, setMuting] = useState(false);
  const [muteWhat, setMuteWhat] = useState<'topic' | 'category'>('topic');
  const fail = (e: unknown) => setError(saveError(e));
  const site = correction?.site ?? null;
  const topic = topicOf(rule);
  const accept = () =>
    acceptRule(db, rule.id!, {
      text: text.trim() || rule.text,
      scope,
      scopeValue: scope === 'global' ? null : scope === 'site' ? site : rule.scope === 'project' ? rule.scopeValue : null,
      applies: always ? 'always' : 'topic',
    }).catch(fail);
  const dismiss = () =>
    dismissRule(db, rule.id!)
      .then((before) => onUndoable(t('dismissedDone'), () => restoreRule(db, before)))
      .catch(fail);
  // Mutes exactly what the user confirmed: this rule's topic by default, its whole category only when chosen.
  const mute = async () => {
    const byTopic = muteWhat === 'topic' && topic.length > 0;
    const settings = await getSettings();
    const next = byTopic ? muteTopic(settings, topic) : muteCategory(settings, rule.category);
    // Undo takes back only a mute this click added, never one the user had already.
    const added = next !== settings;
    if (added) await saveSettings(next);
    const before = await dismissRule(db, rule.id!);
    onUndoable(byTopic ? t('mutedTopicDone', topic.join(', ')) : t('mutedCategoryDone', t(`cat_${rule.category}`)), async () => {
      if (added) {
        const now = await getSettings();
        await saveSettings(byTopic ? unmuteTopic(now, topic) : unmuteCategory(now, rule.category));
      }
      await restoreRule(db, before);
    });
  };
  const words = userTurn?.text ?? correction?.original ?? null;
  const conv = item.conversation;
  const sourceUrl = conv ? conversationUrl(conv.site, conv.conversationId, conv.url) : null;
  return (
    <>
      {/* Scrollable regions take focus so keyboard users can scroll them. */}
      {words && (
        <blockquote className="words" tabIndex={0}>
          {words}
        </blockquote>
      )}
      {assistantTurn && (
        <details className="replied">
          <summary>{t('reviewAssistantReply')}</summary>
          <p tabIndex={0}>{assistantTurn.text}</p>
        </details>
      )}
      <div className="tags">
        {correction && <span className="tag">{t(`kind_${correction.kind}`)}</span>}
        <span className="tag">{t(`cat_${rule.category}`)}</span>
        <span className="tag">{t('confidencePct', String(Math.round(rule.confidence * 100)))}</span>
        {site && <span className="tag">{siteName(site)}</span>}
        {rule.corrections > 1 && <span className="tag">{t('timesCorrected', String(rule.corrections))}</span>}
        {correction?.severity === 'high' && <span className="tag warn">{t('severityHigh')}</span>}
      </div>
      {burst && (
        <p className="note" data-testid="burst">
          {t('burst', [String(burst.count), String(burst.minutes)])}
        </p>
      )}
      {rule.conflictWith !== null && (
        <div className="compare" data-testid="replaces">
          <p className="note warn">{t('reviewConflict')}</p>
          <div className="compare-cols">
            <div>
              <span className="label">{t('compareCurrent')}</span>
              <p className="rule-text old" tabIndex={0}>
                {replaces ? withoutInvisible(replaces.text) : t('compareGone')}
              </p>
            </div>
            <div>
              <span className="label">{t('compareProposed')}</span>
              <p className="rule-text" tabIndex={0}>
                {withoutInvisible(text) || withoutInvisible(rule.text)}
              </p>
            </div>
          </div>
        </div>
      )}
      {rule.risks && rule.risks.length > 0 && (
        <p className="note warn" data-testid="risk-reasons">
          {t('riskIntro', rule.risks.map((r) => t(`risk_${r}`)).join('; '))}
        </p>
      )}
      <HiddenNote rule={rule} />
      <label className="stack">
        <span className="label">{t('ruleText')}</span>
        <textarea value={text} rows={2} onChange={(e) => setText(e.target.value)} />
      </label>
      <div className="row">
        <label className="inline">
          <span className="label">{t('scope')}</span>
          <select value={scope} onChange={(e) => setScope(e.target.value as RuleScopeKind)}>
            <option value="global">{t('scope_global')}</option>
            {site && <option value="site">{t('scope_site', siteName(site))}</option>}
            {rule.scope === 'project' && <option value="project">{t('scope_project')}</option>}
          </select>
        </label>
        <EveryMessageBox checked={always} onChange={setAlways} testId="review-always" />
      </div>
      {sourceUrl && (
        <div className="row">
          <a href={sourceUrl} target="_blank" rel="noreferrer" className="source">
            {t('openSource')}
          </a>
        </div>
      )}
      {muting ? (
        <fieldset className="mute" data-testid="mute-confirm">
          <legend>{t('muteAsk')}</legend>
          {topic.length > 0 && (
            <label className="inline">
              <input type="radio" name={`mute-${rule.id}`} checked={muteWhat === 'topic'} onChange={() => setMuteWhat('topic')} />
              {t('muteTopic', topic.join(', '))}
            </label>
          )}
          <label className="inline">
            <input type="radio" name={`mute-${rule.id}`} checked={muteWhat === 'category' || topic.length === 0} onChange={() => setMuteWhat('category')} />
            {t('muteCategory', t(`cat_${rule.category}`))}
          </label>
          <p className="help">{t('muteExplain')}</p>
          <div className="actions">
            <button type="button" onClick={() => setMuting(false)}>
              {t('cancel')}
            </button>
            <button type="button" className="primary" onClick={() => void mute().catch(fail)}>
              {t('muteConfirm')}
            </button>
          </div>
        </fieldset>
      ) : (
        <div className="actions">
          <button type="button" className="link" onClick={() => setMuting(true)}>
            {t('neverSuggest')}
          </button>
          <button type="button" onClick={() => void dismiss()}>
            {t('dismiss')}
          </button>
          <button type="button" className="primary" onClick={() => void accept()}>
            {rule.conflictWith !== null ? t('acceptReplace') : t('accept')}
          </button>
        </div>
      )}
      {error && (
        <p className="note warn" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

function standingWords(text: string): boolean {
  const words = text.trim();
  return words.length > 0 && appliesOfText(words) === 'always';
}

/** "With every message": the same question on the review card and the wording card. */
function EveryMessageBox({ checked, onChange, testId }: { checked: boolean; onChange: (on: boolean) => void; testId: string }) {
  return (
    <label className="inline" title={t('alwaysAppliesHelp')}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
      {t('appliesEveryMessage')}
    </label>
  );
}

/** A correction that stated no rule: the user words it (pre-filled with their key phrase) or lets it go. */
function WordingCard({ item, row }: { item: WordingCardData; row: RowProps }) {
  const { correction, userTurn, assistantTurn } = item;
  const [text, setText] = useState(correction.suggestion ?? '');
  // "With every message" follows what the words say ("Always answer in British English") until the user sets it.
  const [alwaysSet, setAlways] = useState<boolean | null>(null);
  const always = alwaysSet ?? standingWords(text);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!text.trim()) {
      setError(t('wordingNeedsText'));
      return;
    }
    try {
      await ruleFromWording(db, correction.id!, text, { applies: always ? 'always' : 'topic' });
    } catch (e) {
      setError(t('wordingFailed', e instanceof Error ? e.message : String(e)));
    }
  };
  const dismiss = () => dismissWording(db, correction.id!).catch((e: unknown) => setError(t('wordingFailed', String(e))));
  const words = userTurn?.text ?? null;
  return (
    <li className="card review" data-testid="wording-item" ref={row.measure} data-index={row.index}>
      {words && (
        <blockquote className="words" tabIndex={0}>
          {words}
        </blockquote>
      )}
      {assistantTurn && (
        <details className="replied">
          <summary>{t('reviewAssistantReply')}</summary>
          <p tabIndex={0}>{assistantTurn.text}</p>
        </details>
      )}
      <p className="note">{t('wordingAsk')}</p>
      <label className="stack">
        <span className="label">{t('ruleText')}</span>
        <textarea value={text} rows={2} onChange={(e) => setText(e.target.value)} data-testid="wording-text" />
      </label>
      <div className="row">
        <EveryMessageBox checked={always} onChange={setAlways} testId="wording-always" />
      </div>
      {error && (
        <p className="note warn" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="button" onClick={() => void dismiss()}>
          {t('dismiss')}
        </button>
        <button type="button" className="primary" onClick={() => void save()}>
          {t('wordingSave')}
        </button>
      </div>
    </li>
  );
}

/** A rule inserted and corrected again anyway: the user rewords it (it keeps being offered meanwhile). */
function RewordCard({ rule, row }: { rule: RuleRecord; row: RowProps }) {
  const [text, setText] = useState(withoutInvisible(rule.text));
  const [error, setError] = useState<string | null>(null);
  const save = () => rewordRule(db, rule.id!, text).catch((e: unknown) => setError(t('wordingFailed', e instanceof Error ? e.message : String(e))));
  return (
    <li className="card review" data-testid="reword-item" ref={row.measure} data-index={row.index}>
      <p className="note warn">{t('rewordAsk', String(rule.timesReturned))}</p>
      <label className="stack">
        <span className="label">{t('ruleText')}</span>
        <textarea value={text} rows={2} onChange={(e) => setText(e.target.value)} />
      </label>
      {error && (
        <p className="note warn" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="button" className="primary" onClick={() => void save()}>
          {t('save')}
        </button>
      </div>
    </li>
  );
}

export function Review() {
  const queue = useLiveQuery(() => reviewQueueIds(db), []);
  const wordings = useLiveQuery(() => wordingCards(db), []);
  const reword = useLiveQuery(() => rulesToReword(db), []);
  const [undo, setUndo] = useState<{ label: string; run: () => Promise<unknown> } | null>(null);
  const [undoError, setUndoError] = useState<string | null>(null);
  const onUndoable: Undoable = (label, run) => {
    setUndoError(null);
    setUndo({ label, run });
  };
  const undoBar = undo && (
    <div className="toast" role="status" data-testid="review-undo">
      <span>{undo.label}</span>
      <button type="button" className="link" onClick={() => void undo.run().then(() => setUndo(null), (e: unknown) => setUndoError(saveError(e)))}>
        {t('undo')}
      </button>
      {undoError && <span className="warn">{undoError}</span>}
    </div>
  );
  if (!queue || !wordings || !reword) return null;
  if (queue.length === 0 && wordings.length === 0 && reword.length === 0)
    return (
      <>
        {undoBar}
        <p className="empty">{t('reviewEmpty')}</p>
      </>
    );
  // One virtualised list of the three kinds of card, in that order.
  const items: Entry[] = [
    ...queue.map((id): Entry => ({ kind: 'rule', key: `q${id}`, id })),
    ...wordings.map((item): Entry => ({ kind: 'wording', key: `w${item.correction.id}`, item })),
    ...reword.map((rule): Entry => ({ kind: 'reword', key: `r${rule.id}`, rule })),
  ];
  return (
    <>
      {undoBar}
      <VirtualList
      items={items}
      keyOf={(e) => e.key}
      estimate={260}
      className="cards"
      testId="review"
      render={(e, row) =>
        e.kind === 'rule' ? (
          <ReviewRow key={e.key} id={e.id} row={row} onUndoable={onUndoable} />
        ) : e.kind === 'wording' ? (
          <WordingCard key={e.key} item={e.item} row={row} />
        ) : (
          <RewordCard key={e.key} rule={e.rule} row={row} />
        )
      }
    />
    </>
  );
}

type Entry =
  | { kind: 'rule'; key: string; id: number }
  | { kind: 'wording'; key: string; item: WordingCardData }
  | { kind: 'reword'; key: string; rule: RuleRecord };

/** Undefined until the database answered. Rules waiting for a yes, and corrections waiting for their wording. */
export function useReviewCount(): number | undefined {
  return useLiveQuery(() => reviewCount(db), []);
}
