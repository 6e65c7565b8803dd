import { useEffect, useState } from 'react';
import { getSettings, saveSettings, watchSettings } from '@/utils/settings';
import type { Settings } from '@/lib/settings';
import { db } from '../db';
import { t } from '../i18n';

function Toggle({ label, help, checked, onChange }: { label: string; help?: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="field">
      <span>
        {label}
        {help && <span className="help">{help}</span>}
      </span>
      <input type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </label>
  );
}

export function Options() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    void getSettings().then(setSettings);
    return watchSettings(setSettings);
  }, []);
  if (!settings) return null;
  const update = (next: Settings) => {
    setSettings(next);
    void saveSettings(next);
  };
  const capture = settings.capture;

  const clearAll = async () => {
    if (!confirm(t('clearConfirm'))) return;
    await db.transaction('rw', [db.conversations, db.turns, db.corrections, db.rules, db.applications], async () => {
      await Promise.all([db.conversations.clear(), db.turns.clear(), db.corrections.clear(), db.rules.clear(), db.applications.clear()]);
    });
    setCleared(true);
  };

  return (
    <div className="options">
      <header>
        <img src="/icon/48.png" alt="" width={36} height={36} />
        <h1>{t('optionsTitle')}</h1>
      </header>
      {location.hash === '#welcome' && (
        <section className="welcome" aria-labelledby="welcome-title" data-testid="welcome">
          <h2 id="welcome-title">{t('welcomeTitle')}</h2>
          <p>{t('welcomeBody1')}</p>
          <p>{t('welcomeBody2')}</p>
          <p>{t('welcomePrivacy')}</p>
        </section>
      )}
      <section aria-labelledby="capture-title">
        <h2 id="capture-title">{t('optCapture')}</h2>
        <Toggle label={t('optCaptureChatgpt')} checked={capture.chatgpt} onChange={(v) => update({ ...settings, capture: { ...capture, chatgpt: v } })} />
        <Toggle label={t('optCaptureClaude')} checked={capture.claude} onChange={(v) => update({ ...settings, capture: { ...capture, claude: v } })} />
        <Toggle
          label={t('optTemporary')}
          help={t('optTemporaryHelp')}
          checked={capture.temporaryChats}
          onChange={(v) => update({ ...settings, capture: { ...capture, temporaryChats: v } })}
        />
        <label className="field">
          <span>
            {t('optKeepDays')}
            <span className="help">{t('optKeepDaysHelp')}</span>
          </span>
          <input
            type="number"
            min={0}
            max={3650}
            value={capture.keepTurnDays}
            onChange={(e) => update({ ...settings, capture: { ...capture, keepTurnDays: Math.max(0, Math.min(3650, Number(e.target.value) || 0)) } })}
          />
        </label>
        <div className="field">
          <span>
            {t('optClear')}
            <span className="help">{cleared ? t('optCleared') : t('optClearHelp')}</span>
          </span>
          <button type="button" className="danger" onClick={() => void clearAll()}>
            {t('optClearButton')}
          </button>
        </div>
      </section>
    </div>
  );
}
