import { unmuteTopic, type Settings } from '@/lib/settings';
import { t } from '../i18n';
import { NumberField, Section, Slider, Toggle } from './fields';

export function DetectionSection({ settings, update, children }: { settings: Settings; update: (s: Settings) => void; children?: React.ReactNode }) {
  const d = settings.detection;
  const set = (patch: Partial<Settings['detection']>) => update({ ...settings, detection: { ...d, ...patch } });
  return (
    <Section id="detection" title={t('optDetection')}>
      <fieldset className="field radios">
        <legend>
          {t('optSensitivity')}
          <span className="help">{t('optSensitivityHelp')}</span>
        </legend>
        {(['conservative', 'balanced', 'eager'] as const).map((level) => (
          <label key={level}>
            <input type="radio" name="sensitivity" checked={d.sensitivity === level} onChange={() => set({ sensitivity: level })} />
            {t(`sens_${level}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="field radios" role="radiogroup" aria-label={t('optActivation')}>
        <legend>
          {t('optActivation')}
          <span className="help">{t('optActivationHelp')}</span>
        </legend>
        {(['clear', 'repeated', 'never'] as const).map((policy) => (
          <label key={policy}>
            <input type="radio" name="activation" checked={d.activation === policy} onChange={() => set({ activation: policy })} />
            {t(`act_${policy}`)}
          </label>
        ))}
      </fieldset>
      <Toggle label={t('optRulesInEnglish')} help={t('optRulesInEnglishHelp')} checked={d.rulesInEnglish} onChange={(v) => set({ rulesInEnglish: v })} />
      <NumberField
        label={t('optHalfLife')}
        help={t('optHalfLifeHelp')}
        value={settings.memory.halfLifeDays}
        min={1}
        max={3650}
        onChange={(v) => update({ ...settings, memory: { ...settings.memory, halfLifeDays: v } })}
      />
      <Slider label={t('optReviewThreshold')} help={t('optReviewThresholdHelp')} value={d.reviewThreshold} onChange={(v) => set({ reviewThreshold: v })} />
      {d.mutedCategories.length > 0 && (
        <div className="field">
          <span>
            {t('optMuted')}
            <span className="help">{d.mutedCategories.map((c) => t(`cat_${c}`)).join(', ')}</span>
          </span>
          <button type="button" onClick={() => set({ mutedCategories: [] })}>
            {t('optUnmute')}
          </button>
        </div>
      )}
      {d.mutedTopics.length > 0 && (
        <div className="field stack-field" data-testid="muted-topics">
          <span>{t('optMutedTopics')}</span>
          <ul className="muted-list">
            {d.mutedTopics.map((topic) => (
              <li key={topic.join(' ')}>
                <span>{topic.join(', ')}</span>
                <button type="button" className="link" onClick={() => update(unmuteTopic(settings, topic))}>
                  {t('optUnmuteOne')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {children}
    </Section>
  );
}
