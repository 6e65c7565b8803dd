import { useEffect, useState } from 'react';
import { saveError } from '../errors';
import type { CaptureIssue, HealthReport, TabStatus } from '@/lib/protocol';
import { toBackground } from '@/utils/messaging';
import { getSettings, saveSettings, watchSettings } from '@/utils/settings';
import type { Settings } from '@/lib/settings';
import { t } from '../i18n';
import { copyText } from '../clipboard';
import type { ActiveTab } from './useActiveTab';

import { siteName } from '@/lib/sites/registry';

export { siteName };

export function useSettings(): Settings | null {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    void getSettings().then(setSettings);
    return watchSettings(setSettings);
  }, []);
  return settings;
}

/** The background's view of the tab: page health, what capture changed, whether storage is full. */
export function useTabStatus(tab: ActiveTab | null | undefined): TabStatus | null | undefined {
  const [status, setStatus] = useState<TabStatus | null | undefined>(undefined);
  useEffect(() => {
    if (!tab) return;
    let alive = true;
    const load = () =>
      toBackground
        .sendMessage('getTabStatus', tab.id)
        .then((s) => alive && setStatus(s))
        .catch(() => alive && setStatus(null));
    void load();
    const timer = setInterval(load, 1500);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [tab]);
  return status;
}

const ISSUES: CaptureIssue[] = ['url', 'title', 'id', 'text', 'malformed'];

export function Status({ tab, health, status }: { tab: ActiveTab | null | undefined; health: HealthReport | null | undefined; status?: TabStatus | null }) {
  const settings = useSettings();
  const [copied, setCopied] = useState(false);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  if (tab === undefined) return null;
  if (!tab?.site) {
    return (
      <section className="status" aria-live="polite">
        <span className="dot idle" aria-hidden="true" />
        <span>{t('statusOtherSite')}</span>
      </section>
    );
  }
  const site = tab.site;
  const enabled = settings?.capture[site] ?? true;
  let line: string;
  let tone: 'ok' | 'warn' | 'idle';
  if (status?.storageFull) {
    line = t('statusStorageFull');
    tone = 'warn';
  } else if (!enabled) {
    line = t('statusPaused', siteName(site));
    tone = 'idle';
  } else if (!health) {
    line = t('statusWaiting', siteName(site));
    tone = 'idle';
  } else if (health.layout) {
    line = t('statusRecognised', siteName(site));
    tone = 'ok';
  } else if (health.isConversationPage) {
    line = t('statusNotRecognised', siteName(site));
    tone = 'warn';
  } else {
    line = t('statusNoConversation', siteName(site));
    tone = 'idle';
  }

  const copyReport = async () => {
    const report = {
      extension: 'Twice',
      site,
      url: health?.url ?? tab.url,
      layout: health?.layout ?? null,
      isConversationPage: health?.isConversationPage ?? null,
      composerFound: health?.composerFound ?? null,
      turnsSeen: health?.turnsSeen ?? 0,
      candidates: health?.diagnostics ?? {},
      userAgent: navigator.userAgent,
    };
    setCopied(await copyText(JSON.stringify(report, null, 2)));
  };

  return (
    <section className={`status ${tone}`} aria-live="polite" data-testid="status">
      <span className={`dot ${tone}`} aria-hidden="true" />
      <span className="status-line">{line}</span>
      {tone === 'warn' && !status?.storageFull && (
        <button type="button" className="link" onClick={() => void copyReport()}>
          {copied ? t('copied') : t('copyDiagnostics')}
        </button>
      )}
      {settings && (
        <label className="switch" title={t('captureSwitchHelp', siteName(site))}>
          <input
            type="checkbox"
            role="switch"
            checked={enabled}
            onChange={(e) =>
              void saveSettings({ ...settings, capture: { ...settings.capture, [site]: e.target.checked } }).catch((err: unknown) => setSaveFailure(saveError(err)))
            }
          />
          <span>{t('captureSwitch')}</span>
        </label>
      )}
      {saveFailure && (
        <p className="note warn" role="alert">
          {saveFailure}
        </p>
      )}
      <CaptureIssues status={status} />
    </section>
  );
}

/** What capture on this page shortened or skipped, so a partial capture is never silent. */
function CaptureIssues({ status }: { status?: TabStatus | null }) {
  const issues = status?.issues ?? {};
  const parts = ISSUES.filter((k) => (issues[k] ?? 0) > 0).map((k) => t(`issue_${k}`, String(issues[k])));
  if (parts.length === 0) return null;
  return (
    <p className="note warn issues" data-testid="capture-issues">
      {t('captureIssues', parts.join('; '))}
    </p>
  );
}
