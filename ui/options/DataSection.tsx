import { useRef, useState } from 'react';
import { exportJson, exportRulesAsText, type TextTarget } from '@/lib/store/export';
import { activeRules } from '@/lib/store/views';
import { getSettings, saveSettings } from '@/utils/settings';
import type { ImportReply, ImportRequest } from './import.worker';
import { db } from '../db';
import { t } from '../i18n';
import { copyText } from '../clipboard';
import { Section, Toggle } from './fields';

function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const TARGETS: TextTarget[] = ['chatgpt', 'claude-project', 'claude-md', 'agents-md'];

export function DataSection() {
  const [message, setMessage] = useState<{ tone: 'ok' | 'warn'; text: string } | null>(null);
  const [target, setTarget] = useState<TextTarget>('chatgpt');
  const [preview, setPreview] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const [withSettings, setWithSettings] = useState(false);

  const doExport = async () => {
    const json = await exportJson(db, Date.now(), await getSettings());
    download(`twice-export-${new Date().toISOString().slice(0, 10)}.json`, json, 'application/json');
    setMessage({ tone: 'ok', text: t('exportDone') });
  };

  // In a worker, so the page stays responsive and shows progress (see import.worker.ts).
  const doImport = async (f: File) => {
    // The file is in hand: clearing the chooser now lets the same file be chosen again while this one imports.
    if (file.current) file.current.value = '';
    const { capture } = await getSettings();
    setMessage(null);
    setProgress(0);
    const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<ImportReply>) => {
      const m = e.data;
      if (m.type === 'progress') {
        setProgress(m.done);
        return;
      }
      if (m.type === 'done') {
        const r = m.report;
        const done = t('importDone', [String(r.added.rules), String(r.added.corrections), String(r.added.conversations)]);
        if (!withSettings) setMessage({ tone: 'ok', text: done });
        else if (!r.settings) setMessage({ tone: 'ok', text: `${done} ${t('importNoSettings')}` });
        else
          void saveSettings(r.settings).then(
            () => setMessage({ tone: 'ok', text: `${done} ${t('importSettingsRestored')}` }),
            (err: unknown) => setMessage({ tone: 'warn', text: `${done} ${t('saveFailed', String(err))}` }),
          );
      } else {
        setMessage({ tone: 'warn', text: t('importRejected', m.quota ? t('storageFullError') : m.message) });
      }
      setProgress(null);
      worker.terminate();
      if (file.current) file.current.value = '';
    };
    worker.postMessage({ file: f, keepEmails: capture.keepEmails } satisfies ImportRequest);
  };

  const textExport = async () => {
    const rules = await activeRules(db);
    setPreview(exportRulesAsText(rules, target));
  };

  return (
    <Section id="data" title={t('optData')}>
      <div className="field">
        <span>
          {t('exportAll')}
          <span className="help">{t('exportAllHelp')}</span>
        </span>
        <button type="button" onClick={() => void doExport().catch((e: unknown) => setMessage({ tone: 'warn', text: t('saveFailed', String(e)) }))}>
          {t('exportButton')}
        </button>
      </div>
      <div className="field">
        <span>
          {t('importAll')}
          <span className="help">{t('importAllHelp')}</span>
        </span>
        <label className="button-like">
          {t('importButton')}
          <input
            ref={file}
            type="file"
            accept="application/json,.json"
            className="visually-hidden"
            data-testid="import-file"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void doImport(f);
            }}
          />
        </label>
      </div>
      <Toggle label={t('importWithSettings')} help={t('importWithSettingsHelp')} checked={withSettings} onChange={setWithSettings} />
      {progress !== null && (
        <div className="import-progress">
          <progress max={100} value={progress} aria-label={t('importProgress', String(progress))} aria-valuenow={progress} />
          <span aria-hidden="true">{t('importProgress', String(progress))}</span>
        </div>
      )}
      {message && (
        <p className={`note ${message.tone}`} role="status" data-testid="data-message">
          {message.text}
        </p>
      )}
      <div className="field">
        <span>
          {t('exportText')}
          <span className="help">{t('exportTextHelp')}</span>
        </span>
        <span className="inline">
          <select aria-label={t('exportTarget')} value={target} onChange={(e) => setTarget(e.target.value as TextTarget)}>
            {TARGETS.map((x) => (
              <option key={x} value={x}>
                {t(`target_${x.replace('-', '_')}`)}
              </option>
            ))}
          </select>
          <button type="button" onClick={() => void textExport()}>
            {t('exportTextButton')}
          </button>
        </span>
      </div>
      {preview && (
        <div className="text-export">
          <textarea readOnly value={preview} rows={8} aria-label={t('exportText')} data-testid="text-export" />
          <div className="actions">
            <button type="button" onClick={() => void copyText(preview).then((ok) => setMessage(ok ? { tone: 'ok', text: t('copied') } : { tone: 'warn', text: t('copyFailed') }))}>
              {t('copy')}
            </button>
            <button
              type="button"
              onClick={() => download(target === 'agents-md' ? 'AGENTS.md' : target === 'claude-md' ? 'CLAUDE.md' : 'twice-rules.txt', preview, 'text/plain')}
            >
              {t('downloadFile')}
            </button>
          </div>
        </div>
      )}
    </Section>
  );
}
