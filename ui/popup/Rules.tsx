import { useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import MiniSearch from 'minisearch';
import type { Category, RuleRecord, RuleScopeKind, RuleStatus } from '@/lib/store/db';
import { deleteRule, editRule, restoreRule, setApplies, setConfidence, setEnabled, type RuleSnapshot } from '@/lib/store/actions';
import { listedRules } from '@/lib/store/views';
import { isStanding, rankRules } from '@/lib/recall/rank';
import { tokenize } from '@/lib/recall/text';
import { effectiveConfidence } from '@/lib/recall/score';
import { CATEGORIES } from '@/lib/detect/types';
import type { Site } from '@/lib/types';
import { withoutInvisible } from '@/lib/invisible';
import { saveError } from '../errors';
import { db } from '../db';
import { t } from '../i18n';
import { siteName } from './Status';
import { SITE_DEFINITIONS, isSite } from '@/lib/sites/registry';
import { VirtualList, type RowProps } from '../VirtualList';

type Sort = 'relevance' | 'confidence' | 'lastUsed' | 'newest';

function relative(ms: number | null): string {
  if (!ms) return t('never');
  const days = Math.floor((Date.now() - ms) / 86_400_000);
  if (days <= 0) return t('today');
  return days === 1 ? t('dayAgo') : t('daysAgo', String(days));
}

function sitesOf(rule: RuleRecord): Site[] {
  const sites = new Set<Site>();
  if (rule.scope === 'site' && isSite(rule.scopeValue)) sites.add(rule.scopeValue);
  for (const ex of rule.examples ?? []) {
    const site = ex.conversationKey.split(':')[0];
    if (isSite(site)) sites.add(site);
  }
  return [...sites];
}

/** A failed write says why on the card that made it, instead of leaving the old text as if nothing happened. */

/** Shown on rule and review cards when Twice removed characters the page had hidden in the text. */
export function HiddenNote({ rule }: { rule: RuleRecord }) {
  return rule.hiddenRemoved ? <p className="note warn">{t('hiddenRemoved', String(rule.hiddenRemoved))}</p> : null;
}

function RuleItem({ rule, onDeleted, row }: { rule: RuleRecord; onDeleted: (d: RuleSnapshot) => void; row: RowProps }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(withoutInvisible(rule.text));
  const conf = effectiveConfidence(rule, Date.now());
  const [pct, setPct] = useState(Math.round(conf * 100));
  const [error, setError] = useState<string | null>(null);
  const disabled = rule.status === 'disabled';
  const fail = (err: unknown) => setError(saveError(err));
  const startEdit = () => {
    setText(withoutInvisible(rule.text));
    setPct(Math.round(conf * 100));
    setError(null);
    setEditing(true);
  };
  return (
    <li className={`card rule ${disabled ? 'off' : ''}`} data-testid="rule" ref={row.measure} data-index={row.index}>
      {editing ? (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            setError(null);
            const changedConf = pct !== Math.round(conf * 100);
            void editRule(db, rule.id!, { text: text.trim() || rule.text })
              .then(() => (changedConf ? setConfidence(db, rule.id!, pct / 100) : undefined))
              .then(() => setEditing(false), fail);
          }}
        >
          <label className="stack">
            <span className="label">{t('ruleText')}</span>
            <textarea value={text} rows={2} autoFocus onChange={(e) => setText(e.target.value)} />
          </label>
          <label className="inline conf">
            <span className="label">{t('confidence')}</span>
            <input type="range" min={0} max={100} value={pct} aria-valuetext={`${pct}%`} onChange={(e) => setPct(Number(e.target.value))} />
            <span className="num">{pct}%</span>
          </label>
          {error && (
            <p className="note warn" role="alert">
              {error}
            </p>
          )}
          <div className="actions">
            <button type="button" onClick={() => (setError(null), setEditing(false))}>
              {t('cancel')}
            </button>
            <button type="submit" className="primary">
              {t('save')}
            </button>
          </div>
        </form>
      ) : (
        <p className="rule-text">
          {isStanding(rule) ? <span className="tag pin">{t('standingTag')}</span> : null}
          {withoutInvisible(rule.text)}
        </p>
      )}
      <HiddenNote rule={rule} />
      {rule.needsRewording === 1 && <p className="note warn">{t('needsRewording')}</p>}
      <p className="meta">
        <span className="conf-label">{t('confidencePct', String(Math.round(conf * 100)))}</span>
        {' · '}
        {t(`cat_${rule.category}`)} · {rule.scope === 'global' ? t('scope_global') : rule.scope === 'site' ? t('scope_site', siteName(rule.scopeValue ?? '')) : t('scope_project')}
        {' · '}
        {rule.corrections === 1 ? t('evidenceOne', relative(rule.lastCorrectionAt)) : t('evidenceMany', [String(rule.corrections), relative(rule.lastCorrectionAt)])}
        {sitesOf(rule).length > 0 && ` · ${sitesOf(rule).map(siteName).join(', ')}`}
      </p>
      {rule.timesInserted > 0 && <p className="meta">{t('record', [String(rule.timesInserted), String(rule.timesReturned), relative(rule.lastUsedAt)])}</p>}
      {error && !editing && (
        <p className="note warn" role="alert">
          {error}
        </p>
      )}
      {!editing && (
        <div className="actions left">
          <button type="button" onClick={startEdit}>
            {t('edit')}
          </button>
          <button
            type="button"
            role="switch"
            aria-checked={isStanding(rule)}
            title={t('alwaysAppliesHelp')}
            onClick={() => void setApplies(db, rule.id!, isStanding(rule) ? 'topic' : 'always').catch(fail)}
          >
            {t('alwaysApplies')}
          </button>
          <button type="button" onClick={() => void setEnabled(db, rule.id!, disabled).catch(fail)}>
            {disabled ? t('enable') : t('disable')}
          </button>
          <button type="button" className="danger" onClick={() => void deleteRule(db, rule.id!).then(onDeleted, fail)}>
            {t('delete')}
          </button>
        </div>
      )}
    </li>
  );
}

export function Rules({ draft, site }: { draft: string; site: Site | null }) {
  const rules = useLiveQuery(() => listedRules(db), []);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>('relevance');
  const [fSite, setFSite] = useState<'' | Site>('');
  const [fScope, setFScope] = useState<'' | RuleScopeKind>('');
  const [fCat, setFCat] = useState<'' | Category>('');
  const [fStatus, setFStatus] = useState<'' | RuleStatus>('');
  const [undo, setUndo] = useState<RuleSnapshot | null>(null);
  const [undoError, setUndoError] = useState<string | null>(null);
  const [showFilters, setShowFilters] = useState(false);
  const active = [fSite, fScope, fCat, fStatus].filter(Boolean).length;

  // Built only once the user searches: indexing 20,000 rules would delay the popup's first paint.
  const searching = query.trim() !== '';
  const search = useMemo(() => {
    if (!searching) return null;
    const ms = new MiniSearch<{ id: number; text: string }>({ fields: ['text'], tokenize });
    ms.addAll((rules ?? []).map((r) => ({ id: r.id!, text: r.text })));
    return ms;
  }, [rules, searching]);

  const shown = useMemo(() => {
    if (!rules) return [];
    let list = rules;
    if (search && query.trim()) {
      const hits = new Map(search.search(query, { prefix: true, fuzzy: 0.2 }).map((h) => [h.id as number, h.score]));
      list = list.filter((r) => hits.has(r.id!));
    }
    if (fSite) list = list.filter((r) => r.scope === 'global' || sitesOf(r).includes(fSite));
    if (fScope) list = list.filter((r) => r.scope === fScope);
    if (fCat) list = list.filter((r) => r.category === fCat);
    if (fStatus) list = list.filter((r) => r.status === fStatus);
    const now = Date.now();
    const relevance = new Map<number, number>();
    // With nothing typed there is nothing to be relevant to: confidence orders the list (as the fallback did).
    if (sort === 'relevance' && draft.trim()) {
      const ranked = rankRules(list, { draft, site: site ?? 'chatgpt', project: null, now, threshold: 0, maxRules: list.length });
      for (const r of ranked) relevance.set(r.rule.id!, r.score);
    }
    const key: Record<Sort, (r: RuleRecord) => number> = {
      relevance: (r) => relevance.get(r.id!) ?? effectiveConfidence(r, now) / 10,
      confidence: (r) => effectiveConfidence(r, now),
      lastUsed: (r) => r.lastUsedAt ?? 0,
      newest: (r) => r.createdAt,
    };
    return [...list].sort((a, b) => Number(isStanding(b)) - Number(isStanding(a)) || key[sort](b) - key[sort](a));
  }, [rules, query, search, fSite, fScope, fCat, fStatus, sort, draft, site]);

  if (!rules) return null;
  if (rules.length === 0 && !undo) {
    return (
      <div className="empty teach" data-testid="rules-empty">
        <p>
          <strong>{t('emptyTitle')}</strong>
        </p>
        <p>{t('emptyBody')}</p>
        <p className="example">{t('emptyExample')}</p>
      </div>
    );
  }
  return (
    <div className="rules">
      <div className="search-row">
        <input type="search" placeholder={t('searchRules')} aria-label={t('searchRules')} value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="button" className={active ? 'filter-toggle on' : 'filter-toggle'} aria-expanded={showFilters} aria-controls="rule-filters" onClick={() => setShowFilters(!showFilters)}>
          {active ? t('filtersOn', String(active)) : t('filters')}
        </button>
      </div>
      {showFilters && (
        <div className="filters" id="rule-filters">
          <select aria-label={t('filterSite')} value={fSite} onChange={(e) => setFSite(e.target.value as '' | Site)}>
            <option value="">{t('allSites')}</option>
            {SITE_DEFINITIONS.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
          <select aria-label={t('filterScope')} value={fScope} onChange={(e) => setFScope(e.target.value as '' | RuleScopeKind)}>
            <option value="">{t('allScopes')}</option>
            <option value="global">{t('scope_global')}</option>
            <option value="site">{t('scope_site', t('oneSite'))}</option>
            <option value="project">{t('scope_project')}</option>
          </select>
          <select aria-label={t('filterCategory')} value={fCat} onChange={(e) => setFCat(e.target.value as '' | Category)}>
            <option value="">{t('allCategories')}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`cat_${c}`)}
              </option>
            ))}
          </select>
          <select aria-label={t('filterStatus')} value={fStatus} onChange={(e) => setFStatus(e.target.value as '' | RuleStatus)}>
            <option value="">{t('allStatuses')}</option>
            <option value="active">{t('status_active')}</option>
            <option value="disabled">{t('status_disabled')}</option>
          </select>
          <select aria-label={t('sortBy')} value={sort} onChange={(e) => setSort(e.target.value as Sort)}>
            <option value="relevance">{t('sort_relevance')}</option>
            <option value="confidence">{t('sort_confidence')}</option>
            <option value="lastUsed">{t('sort_lastUsed')}</option>
            <option value="newest">{t('sort_newest')}</option>
          </select>
          {active > 0 && (
            <button type="button" className="link" onClick={() => (setFSite(''), setFScope(''), setFCat(''), setFStatus(''))}>
              {t('clearFilters')}
            </button>
          )}
        </div>
      )}
      {undo && (
        <div className="toast" role="status">
          <span>{undoError ?? t('ruleDeleted')}</span>
          <button type="button" className="link" onClick={() => void restoreRule(db, undo).then(() => setUndo(null), (e: unknown) => setUndoError(saveError(e)))}>
            {t('undo')}
          </button>
        </div>
      )}
      {shown.length === 0 ? (
        <p className="empty">{t('noMatch')}</p>
      ) : (
        <VirtualList
          items={shown}
          keyOf={(r) => r.id!}
          estimate={170}
          className="cards"
          testId="rules"
          render={(r, row) => <RuleItem key={r.id} rule={r} onDeleted={setUndo} row={row} />}
        />
      )}
    </div>
  );
}
