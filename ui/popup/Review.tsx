import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { CorrectionRecord, RuleRecord, RuleScopeKind, TurnRecord } from '@/lib/store/db';
import { acceptRule, dismissRule, rewordRule } from '@/lib/store/memory';
import { countPendingWordings, dismissWording, pendingWordings, ruleFromWording } from '@/lib/store/wording';
import { getSettings, saveSettings } from '@/utils/settings';
import { withoutInvisible } from '@/lib/invisible';
import { db } from '../db';
import { t } from '../i18n';
import { conversationUrl } from './Conversations';
import { siteName } from './Status';
import { HiddenNote, saveError } from './Rules';
import { VirtualList, type RowProps } from '../VirtualList';

interface ReviewItem {
  rule: RuleRecord;
  correction: CorrectionRecord | null;
  userTurn: TurnRecord | null;
  assistantTurn: TurnRecord | null;
  conversationUrl: string | null;
}

/** The assistant reply a user turn answered: what the user corrected. */
async function assistantBefore(userTurn: TurnRecord | null): Promise<TurnRecord | null> {
  if (!userTurn) return null;
  const before = await db.turns
    .where('[conversationKey+index]')
    .between([userTurn.conversationKey, -Infinity], [userTurn.conversationKey, userTurn.index], true, false)
    .reverse()
    .toArray();
  return before.find((x) => x.role === 'assistant') ?? null;
}

/**
 * The queue itself, newest first, as ids only: two key-only index reads stay fast with 20,000 rules, and each
 * card reads its rule and evidence when it is rendered (VirtualList).
 */
async function loadQueue(): Promise<number[]> {
  const pending = new Set(await db.rules.where('status').equals('pending').primaryKeys());
  const byDate = await db.rules.orderBy('updatedAt').reverse().primaryKeys();
  return (byDate as number[]).filter((id) => pending.has(id));
}

async function loadItem(rule: RuleRecord): Promise<ReviewItem> {
  const correction = (await db.corrections.where('ruleId').equals(rule.id!).reverse().sortBy('createdAt'))[0] ?? null;
  const userTurn = correction ? ((await db.turns.get(correction.turnKey)) ?? null) : null;
  const assistantTurn = await assistantBefore(userTurn);
  const conv = correction ? await db.conversations.get(correction.conversationKey) : undefined;
  return {
    rule,
    correction,
    userTurn,
    assistantTurn,
    conversationUrl: conv ? conversationUrl(conv.site, conv.conversationId, conv.url) : null,
  };
}

function ReviewRow({ id, row }: { id: number; row: RowProps }) {
  const item = useLiveQuery(async () => {
    const rule = await db.rules.get(id);
    return rule ? loadItem(rule) : null;
  }, [id]);
  return (
    <li className="card review" data-testid="review-item" ref={row.measure} data-index={row.index}>
      {item ? <ReviewCard key={item.rule.updatedAt} item={item} /> : null}
    </li>
  );
}

function ReviewCard({ item }: { item: ReviewItem }) {
  const { rule, correction, userTurn, assistantTurn } = item;
  const [text, setText] = useState(withoutInvisible(rule.text));
  const [scope, setScope] = useState<RuleScopeKind>(rule.scope);
  const [error, setError] = useState<string | null>(null);
  const site = correction?.site ?? null;
  const accept = () =>
    acceptRule(db, rule.id!, {
      text: text.trim() || rule.text,
      scope,
      scopeValue: scope === 'global' ? null : scope === 'site' ? site : rule.scope === 'project' ? rule.scopeValue : null,
    }).catch((e: unknown) => setError(saveError(e)));
  const never = async () => {
    const settings = await getSettings();
    const muted = new Set(settings.detection.mutedCategories);
    muted.add(rule.category);
    await saveSettings({ ...settings, detection: { ...settings.detection, mutedCategories: [...muted] } });
    await dismissRule(db, rule.id!);
  };
  const words = userTurn?.text ?? correction?.original ?? null;
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
      </div>
      {rule.conflictWith !== null && <p className="note warn">{t('reviewConflict')}</p>}
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
        {item.conversationUrl && (
          <a href={item.conversationUrl} target="_blank" rel="noreferrer" className="source">
            {t('openSource')}
          </a>
        )}
      </div>
      <div className="actions">
        <button type="button" className="link" onClick={() => void never()}>
          {t('neverSuggest')}
        </button>
        <button type="button" onClick={() => void dismissRule(db, rule.id!)}>
          {t('dismiss')}
        </button>
        <button type="button" className="primary" onClick={() => void accept()}>
          {t('accept')}
        </button>
      </div>
      {error && (
        <p className="note warn" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

interface WordingItem {
  correction: CorrectionRecord;
  userTurn: TurnRecord | null;
  assistantTurn: TurnRecord | null;
}

async function loadWordings(): Promise<WordingItem[]> {
  const list = await pendingWordings(db);
  return Promise.all(
    list.map(async (correction) => {
      const userTurn = (await db.turns.get(correction.turnKey)) ?? null;
      const assistantTurn = await assistantBefore(userTurn);
      return { correction, userTurn, assistantTurn };
    }),
  );
}

/** A correction that stated no rule: the user words it (pre-filled with their key phrase) or lets it go. */
function WordingCard({ item, row }: { item: WordingItem; row: RowProps }) {
  const { correction, userTurn, assistantTurn } = item;
  const [text, setText] = useState(correction.suggestion ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!text.trim()) {
      setError(t('wordingNeedsText'));
      return;
    }
    try {
      await ruleFromWording(db, correction.id!, text);
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
  const queue = useLiveQuery(loadQueue, []);
  const wordings = useLiveQuery(loadWordings, []);
  const reword = useLiveQuery(() => db.rules.where('status').equals('active').filter((r) => r.needsRewording === 1).toArray(), []);
  if (!queue || !wordings || !reword) return null;
  if (queue.length === 0 && wordings.length === 0 && reword.length === 0) return <p className="empty">{t('reviewEmpty')}</p>;
  // One virtualised list of the three kinds of card, in that order.
  const items: Entry[] = [
    ...queue.map((id): Entry => ({ kind: 'rule', key: `q${id}`, id })),
    ...wordings.map((item): Entry => ({ kind: 'wording', key: `w${item.correction.id}`, item })),
    ...reword.map((rule): Entry => ({ kind: 'reword', key: `r${rule.id}`, rule })),
  ];
  return (
    <VirtualList
      items={items}
      keyOf={(e) => e.key}
      estimate={260}
      className="cards"
      testId="review"
      render={(e, row) =>
        e.kind === 'rule' ? (
          <ReviewRow key={e.key} id={e.id} row={row} />
        ) : e.kind === 'wording' ? (
          <WordingCard key={e.key} item={e.item} row={row} />
        ) : (
          <RewordCard key={e.key} rule={e.rule} row={row} />
        )
      }
    />
  );
}

type Entry =
  | { kind: 'rule'; key: string; id: number }
  | { kind: 'wording'; key: string; item: WordingItem }
  | { kind: 'reword'; key: string; rule: RuleRecord };

/** Undefined until the database answered. Rules waiting for a yes, and corrections waiting for their wording. */
export function useReviewCount(): number | undefined {
  return useLiveQuery(async () => (await db.rules.where('status').equals('pending').count()) + (await countPendingWordings(db)), []);
}
