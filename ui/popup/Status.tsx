import { useEffect, useState } from 'react';
import type { HealthReport } from '@/lib/protocol';
import { toBackground } from '@/utils/messaging';
import { getSettings, saveSettings, watchSettings } from '@/utils/settings';
import type { Settings } from '@/lib/settings';
import { t } from '../i18n';
import { copyText } from '../clipboard';
import type { ActiveTab } from './useActiveTab';

export const siteName = (site: string) => (site === 'chatgpt' ? 'ChatGPT' : 'Claude');

export function useSettings(): Settings | null {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    void getSettings().then(setSettings);
    return watchSettings(setSettings);
  }, []);
  return settings;
}

export function useHealth(tab: ActiveTab | null | undefined): HealthReport | null | undefined {
  const [health, setHealth] = useState<HealthReport | null | undefined>(undefined);
  useEffect(() => {
    if (!tab) return;
    let alive = true;
    const load = () =>
      toBackground
        .sendMessage('getTabStatus', tab.id)
        .then((s) => alive && setHealth(s.health))
        .catch(() => alive && setHealth(null));
    void load();
    const timer = setInterval(load, 1500);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [tab]);
  return health;
}

export function Status({ tab, health }: { tab: ActiveTab | null | undefined; health: HealthReport | null | undefined }) {
  const settings = useSettings();
  const [copied, setCopied] = useState(false);
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
  if (!enabled) {
    line = t('statusPaused', siteName(site));
    tone = 'idle';
  } else if (!health) {
    line = t('statusWaiting', siteName(site));
    tone = 'idle';
  } else if (health.layout) {
    line = t('statusRecognised', [siteName(site), health.layout]);
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
      {tone === 'warn' && (
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
              void saveSettings({ ...settings, capture: { ...settings.capture, [site]: e.target.checked } })
            }
          />
          <span>{t('captureSwitch')}</span>
        </label>
      )}
    </section>
  );
}
