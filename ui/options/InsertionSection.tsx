import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import type { Settings } from '@/lib/settings';
import { renderBlock } from '@/lib/recall/render';
import { t } from '../i18n';
import { NumberField, Section, Slider } from './fields';

function useShortcut(): string | null {
  const [shortcut, setShortcut] = useState<string | null>(null);
  useEffect(() => {
    void browser.commands
      ?.getAll()
      .then((all) => setShortcut(all.find((c) => c.name === 'insert-rules')?.shortcut || ''))
      .catch(() => setShortcut(''));
  }, []);
  return shortcut;
}

export function InsertionSection({ settings, update }: { settings: Settings; update: (s: Settings) => void }) {
  const ins = settings.insertion;
  const set = (patch: Partial<Settings['insertion']>) => update({ ...settings, insertion: { ...ins, ...patch } });
  const shortcut = useShortcut();
  const isFirefox = navigator.userAgent.includes('Firefox');
  const sample = renderBlock([{ id: 1, text: t('sampleRule1') }, { id: 2, text: t('sampleRule2') }], { budgetChars: ins.budgetChars, header: ins.header });
  return (
    <Section id="insertion" title={t('optInsertion')}>
      <Slider label={t('optThreshold')} help={t('optThresholdHelp')} value={ins.threshold} onChange={(v) => set({ threshold: v })} />
      <NumberField label={t('optMaxRules')} help={t('optMaxRulesHelp')} value={ins.maxRules} min={1} max={20} onChange={(v) => set({ maxRules: v })} />
      <NumberField
        label={t('optBudget')}
        help={t('optBudgetHelp')}
        value={ins.budgetChars}
        min={100}
        max={4000}
        step={50}
        onChange={(v) => set({ budgetChars: v })}
      />
      <label className="field">
        <span>
          {t('optHeader')}
          <span className="help">{t('optHeaderHelp')}</span>
        </span>
        <input type="text" className="text" maxLength={120} value={ins.header} onChange={(e) => set({ header: e.target.value })} />
      </label>
      <pre className="sample" aria-label={t('optSample')}>
        {sample.text}
      </pre>
      <div className="field">
        <span>
          {t('optShortcut')}
          <span className="help">{isFirefox ? t('optShortcutHelpFirefox') : t('optShortcutHelpChrome')}</span>
        </span>
        <kbd data-testid="shortcut">{shortcut === null ? '…' : shortcut || t('optShortcutNone')}</kbd>
      </div>
    </Section>
  );
}
