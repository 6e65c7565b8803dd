import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { useLiveQuery } from 'dexie-react-hooks';
import { toContent } from '@/utils/messaging';
import { db } from '../db';
import { listedRuleCount } from '@/lib/store/views';
import { t } from '../i18n';
import { Status, useTabStatus } from './Status';
import { InsertPanel } from './InsertPanel';
import { Conversations } from './Conversations';
import { Review, useReviewCount } from './Review';
import { Rules } from './Rules';
import { useActiveTab } from './useActiveTab';
import { LlmState } from './LlmState';

type View = 'review' | 'rules' | 'conversations';

export function Popup() {
  const tab = useActiveTab();
  const status = useTabStatus(tab);
  const health = status === undefined ? undefined : (status?.health ?? null);
  const reviewCount = useReviewCount();
  const ruleCount = useLiveQuery(() => listedRuleCount(db), [], 0);
  const [view, setView] = useState<View | null>(null);
  const [draft, setDraft] = useState('');
  const recognised = Boolean(health?.layout && health.composerFound);
  // Open on the review queue when something waits for a decision, else on the rules; decided once,
  // so accepting the last item does not pull the view away.
  useEffect(() => {
    if (view === null && reviewCount !== undefined) setView(reviewCount > 0 ? 'review' : 'rules');
  }, [view, reviewCount]);
  const current: View = view ?? 'rules';

  useEffect(() => {
    if (!tab?.site) return;
    void toContent
      .sendMessage('getDraft', undefined, tab.id)
      .then((d) => setDraft(d.draft))
      .catch(() => {});
  }, [tab]);

  const tabs: { id: View; label: string; count?: number }[] = [
    { id: 'review', label: t('tabReview'), count: reviewCount ?? 0 },
    { id: 'rules', label: t('tabRules'), count: ruleCount },
    { id: 'conversations', label: t('tabConversations') },
  ];

  return (
    <div className="popup">
      <header className="top">
        <img src="/icon/32.png" alt="" width={20} height={20} />
        <h1>{t('extName')}</h1>
        <button type="button" className="link push" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('openOptions')}
        </button>
      </header>
      <main className="body">
      <Status tab={tab} health={health} status={status} />
      <LlmState />
      {tab?.site && <InsertPanel tab={tab} recognised={recognised} />}
      <div
        className="tabs"
        role="tablist"
        aria-label={t('sections')}
        onKeyDown={(e) => {
          // The ARIA tabs pattern: arrows move between tabs (wrapping), Home and End jump; the tab follows focus.
          const at = tabs.findIndex((x) => x.id === current);
          const next =
            e.key === 'ArrowRight' ? (at + 1) % tabs.length : e.key === 'ArrowLeft' ? (at - 1 + tabs.length) % tabs.length : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : -1;
          if (next < 0) return;
          e.preventDefault();
          setView(tabs[next]!.id);
          document.getElementById(`tab-${tabs[next]!.id}`)?.focus();
        }}
      >
        {tabs.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            id={`tab-${x.id}`}
            aria-controls="panel"
            aria-selected={current === x.id}
            tabIndex={current === x.id ? 0 : -1}
            onClick={() => setView(x.id)}
          >
            {x.label}
            {x.count ? <span className="count">{x.count}</span> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="panel" className="tabpanel" data-scroll aria-labelledby={`tab-${current}`}>
        {current === 'review' && <Review />}
        {current === 'rules' && <Rules draft={draft} site={tab?.site ?? null} />}
        {current === 'conversations' && <Conversations />}
      </div>
      </main>
    </div>
  );
}
