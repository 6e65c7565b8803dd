import { useEffect, useState } from 'react';
import { SITE_DEFINITIONS } from '@/lib/sites/registry';
import { browser } from 'wxt/browser';
import { getSettings, saveSettings, watchSettings } from '@/utils/settings';
import type { Settings } from '@/lib/settings';
import { db } from '../db';
import { clearAllData } from '@/lib/store/views';
import { t } from '../i18n';
import { NumberField, Section, Toggle } from './fields';
import { DetectionSection } from './DetectionSection';
import { LlmSection } from './LlmSection';
import { InsertionSection } from './InsertionSection';
import { DataSection } from './DataSection';
import { StatsSection } from './StatsSection';

const NAV = ['capture', 'detection', 'insertion', 'data', 'stats'] as const;

export function Options() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [cleared, setCleared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void getSettings().then(setSettings);
    return watchSettings(setSettings);
  }, []);
  if (!settings) return null;
  const update = (next: Settings) => {
    setSettings(next);
    setError(null);
    saveSettings(next).catch((e: unknown) => setError(t('saveFailed', e instanceof Error ? e.message : String(e))));
  };
  const capture = settings.capture;
  const setCapture = (patch: Partial<Settings['capture']>) => update({ ...settings, capture: { ...capture, ...patch } });

  const clearAll = async () => {
    if (!confirm(t('clearConfirm'))) return;
    await clearAllData(db);
    // Everything else Twice keeps: the health reports (page addresses), and the local model's weights and
    // its "downloaded" record. Settings stay: they are choices, not data.
    await browser.storage.session?.clear().catch(() => {});
    await browser.storage.local.remove('llm.installed').catch(() => {});
    if (typeof caches !== 'undefined') {
      for (const name of await caches.keys()) if (/webllm/i.test(name)) await caches.delete(name);
    }
    setCleared(true);
  };

  return (
    <div className="options">
      <header>
        <img src="/icon/48.png" alt="" width={36} height={36} />
        <h1>{t('optionsTitle')}</h1>
      </header>
      <nav className="toc" aria-label={t('sections')}>
        {NAV.map((id) => (
          <a key={id} href={`#${id}`}>
            {t(`nav_${id}`)}
          </a>
        ))}
      </nav>
      <main>
      {location.hash === '#welcome' && (
        <section className="welcome" aria-labelledby="welcome-title" data-testid="welcome">
          <h2 id="welcome-title">{t('welcomeTitle')}</h2>
          <p>{t('welcomeBody1')}</p>
          <p>{t('welcomeBody2')}</p>
          <p>{t('welcomePrivacy')}</p>
        </section>
      )}
      {error && (
        <p className="note warn" role="alert" data-testid="settings-error">
          {error}
        </p>
      )}
      <Section id="capture" title={t('optCapture')}>
        {SITE_DEFINITIONS.map((d) => (
          <Toggle key={d.id} label={t('optCaptureSite', [d.name, d.hosts[0]!])} checked={capture[d.id]} onChange={(v) => setCapture({ [d.id]: v })} />
        ))}
        <Toggle label={t('optTemporary')} help={t('optTemporaryHelp')} checked={capture.temporaryChats} onChange={(v) => setCapture({ temporaryChats: v })} />
        <Toggle label={t('optIncognito')} help={t('optIncognitoHelp')} checked={capture.incognito} onChange={(v) => setCapture({ incognito: v })} />
        <Toggle label={t('optKeepEmails')} help={t('optKeepEmailsHelp')} checked={capture.keepEmails} onChange={(v) => setCapture({ keepEmails: v })} />
        <NumberField label={t('optKeepDays')} help={t('optKeepDaysHelp')} value={capture.keepTurnDays} min={0} max={3650} onChange={(v) => setCapture({ keepTurnDays: v })} />
        <div className="field">
          <span>
            {t('optClear')}
            <span className="help" role="status">
              {cleared ? t('optCleared') : t('optClearHelp')}
            </span>
          </span>
          <button type="button" className="danger" onClick={() => void clearAll().catch((e: unknown) => setError(t('saveFailed', e instanceof Error ? e.message : String(e))))}>
            {t('optClearButton')}
          </button>
        </div>
      </Section>
      <DetectionSection settings={settings} update={update}>
        <LlmSection />
      </DetectionSection>
      <InsertionSection settings={settings} update={update} />
      <DataSection />
      <StatsSection />
      </main>
    </div>
  );
}
