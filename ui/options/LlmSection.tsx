import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import type { LlmCatalogue } from '@/lib/llm/protocol';
import { modelName } from '@/lib/llm/catalogue';
import type { ModelOption } from '@/lib/llm/types';
import type { Settings } from '@/lib/settings';
import { toBackground } from '@/utils/messaging';
import { getSettings, saveSettings, watchSettings } from '@/utils/settings';
import { t } from '../i18n';
import { llmStateText, useLlmState } from '../popup/LlmState';

function modelDetails(m: ModelOption): string {
  const parts: string[] = [];
  if (m.params) parts.push(t('llmParams', m.params));
  if (m.approxDownloadMB !== null) parts.push(t('llmDownloadSize', String(m.approxDownloadMB)));
  parts.push(t('llmVram', String(m.vramMB)));
  if (!m.supported) parts.push(t('llmUnsupported'));
  return parts.join(' · ');
}

const modelLabel = (m: ModelOption) => `${modelName(m.id)} · ${modelDetails(m)}`;
const hostsOf = (m: ModelOption) => m.origins.map((o) => new URL(o.replace('/*', '/')).host).join(', ');

/** Options: opt in to the local model, pick one, download it (with progress and cancel). */
export function LlmSection() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [catalogue, setCatalogue] = useState<LlmCatalogue | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const state = useLlmState(400);

  useEffect(() => {
    void getSettings().then(setSettings);
    return watchSettings(setSettings);
  }, []);
  // The catalogue comes from the engine's page (WebLLM is 6 MB): ask for it only once the user opts in,
  // so opening the settings does not load the engine for everyone.
  const enabled = settings?.detection.llmEnabled ?? false;
  useEffect(() => {
    if (!enabled || catalogue) return;
    toBackground
      .sendMessage('llmCatalogue', undefined)
      .then(setCatalogue)
      .catch((e: unknown) => setNotice(t('llmStateFailed', String(e instanceof Error ? e.message : e))));
  }, [enabled, catalogue]);

  if (!settings) return null;
  const detection = settings.detection;
  const save = (patch: Partial<Settings['detection']>) => {
    const next = { ...settings, detection: { ...detection, ...patch } };
    setSettings(next);
    return saveSettings(next);
  };

  const unavailable = catalogue?.available === false || state?.status === 'unavailable';
  const models = catalogue?.models ?? [];
  const selected = models.find((m) => m.id === detection.llmModel) ?? models.find((m) => m.supported) ?? models[0] ?? null;
  const downloading = state?.status === 'downloading';
  const ready = state?.status === 'ready' && state.model === selected?.id;

  const download = () => {
    if (!selected) return;
    setNotice(null);
    // Must be the first call in the click handler: the browser grants the prompt only during a user gesture.
    browser.permissions
      .request({ origins: selected.origins })
      .then(async (granted) => {
        if (!granted) {
          setNotice(t('llmPermissionDenied'));
          return;
        }
        await save({ llmEnabled: true, llmModel: selected.id });
        await toBackground.sendMessage('llmLoad', { model: selected.id });
      })
      .catch((e: unknown) => setNotice(t('llmStateFailed', String(e instanceof Error ? e.message : e))));
  };

  const cancel = () => void toBackground.sendMessage('llmUnload', undefined).catch(() => {});

  return (
    <section aria-labelledby="llm-title" data-testid="llm-section">
      <h2 id="llm-title">{t('llmTitle')}</h2>
      <p className="help">{t('llmIntro')}</p>
      {unavailable ? (
        <p role="status" data-testid="llm-unavailable">
          {t('llmUnavailable')}
        </p>
      ) : (
        <>
          <label className="field">
            <span>
              {t('llmEnable')}
              <span className="help">{t('llmEnableHelp')}</span>
            </span>
            <input
              type="checkbox"
              role="switch"
              data-testid="llm-enable"
              checked={detection.llmEnabled}
              onChange={(e) => void save({ llmEnabled: e.target.checked })}
            />
          </label>
          {detection.llmEnabled && (
            <>
              <label className="field">
                <span>
                  {t('llmModel')}
                  {selected ? (
                    <>
                      <span className="help" data-testid="llm-model-details">
                        {modelDetails(selected)}
                      </span>
                      <span className="help">{t('llmHosts', hostsOf(selected))}</span>
                    </>
                  ) : (
                    <span className="help">{t('llmLoadingModels')}</span>
                  )}
                </span>
                <select
                  data-testid="llm-model"
                  style={{ maxWidth: '22rem' }}
                  value={selected?.id ?? ''}
                  disabled={downloading || models.length === 0}
                  onChange={(e) => void save({ llmModel: e.target.value })}
                >
                  {models.map((m) => (
                    <option key={m.id} value={m.id} disabled={!m.supported}>
                      {modelLabel(m)}
                    </option>
                  ))}
                </select>
              </label>
              <div className="field">
                <span role="status" aria-live="polite" data-testid="llm-options-state" data-status={state?.status ?? ''}>
                  {state ? llmStateText(state) : ''}
                  {downloading && state.text && <span className="help">{state.text}</span>}
                  {notice && <span className="help">{notice}</span>}
                </span>
                {downloading ? (
                  <span className="llm-download">
                    <progress data-testid="llm-progress" max={100} value={Math.floor(state.progress * 100)} aria-label={t('llmProgress')} />{' '}
                    <button type="button" data-testid="llm-cancel" onClick={cancel}>
                      {t('llmCancel')}
                    </button>
                  </span>
                ) : (
                  <button type="button" data-testid="llm-download" disabled={!selected || !selected.supported || ready} onClick={download}>
                    {t('llmDownload')}
                  </button>
                )}
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
