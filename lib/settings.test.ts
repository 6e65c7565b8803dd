import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, memoryThresholds, muteCategory, muteTopic, normaliseSettings, unmuteCategory, unmuteTopic } from './settings';

describe('settings', () => {
  it('falls back to defaults for missing or invalid fields, keeping valid ones', () => {
    const s = normaliseSettings({ capture: { chatgpt: false, keepTurnDays: -4 }, insertion: { maxRules: 3 }, junk: 1 });
    // The invalid day count resets its own section; the valid insertion change survives.
    expect(s.capture).toEqual(DEFAULT_SETTINGS.capture);
    expect(s.insertion.maxRules).toBe(3);
    expect(s).not.toHaveProperty('junk');
    const ok = normaliseSettings({ capture: { chatgpt: false }, insertion: { maxRules: 3 } });
    expect(ok.capture.chatgpt).toBe(false);
    expect(ok.capture.claude).toBe(true);
    expect(ok.insertion.maxRules).toBe(3);
  });

  it('maps sensitivity and the review threshold onto the store thresholds', () => {
    const balanced = memoryThresholds(DEFAULT_SETTINGS);
    expect(balanced).toMatchObject({ autoActivate: 0.75, autoActivateCorrection: 0.95, minConfidence: 0.5 });
    const conservative = memoryThresholds({ ...DEFAULT_SETTINGS, detection: { ...DEFAULT_SETTINGS.detection, sensitivity: 'conservative', reviewThreshold: 0.7 } });
    // Nothing can reach a confidence above 1: every detection waits for review.
    expect(conservative.autoActivate).toBeGreaterThan(1);
    expect(conservative.minConfidence).toBe(0.7);
    const eager = memoryThresholds({ ...DEFAULT_SETTINGS, detection: { ...DEFAULT_SETTINGS.detection, sensitivity: 'eager' } });
    expect(eager.autoActivate).toBeLessThan(balanced.autoActivate);
  });

  it('keeps array settings and every field of a valid section (regression: arrays were merged as records)', () => {
    const saved = {
      ...DEFAULT_SETTINGS,
      detection: { ...DEFAULT_SETTINGS.detection, llmEnabled: true, mutedCategories: ['style' as const] },
    };
    const back = normaliseSettings(JSON.parse(JSON.stringify(saved)));
    expect(back.detection.llmEnabled).toBe(true);
    expect(back.detection.mutedCategories).toEqual(['style']);
    expect(normaliseSettings(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
  });
});

describe('muting from a review card', () => {
  it('adds a topic or a category once, says when nothing changed, and takes back only what it names', () => {
    const s = DEFAULT_SETTINGS;
    const a = muteTopic(s, ['margin', 'hack', 'css']);
    expect(a.detection.mutedTopics).toEqual([['margin', 'hack', 'css']]);
    expect(muteTopic(a, ['css', 'hack', 'margin'])).toBe(a);
    expect(unmuteTopic(a, ['css', 'margin', 'hack']).detection.mutedTopics).toEqual([]);
    const b = muteCategory(a, 'style');
    expect(b.detection.mutedCategories).toEqual(['style']);
    expect(muteCategory(b, 'style')).toBe(b);
    expect(unmuteCategory(b, 'style').detection).toMatchObject({ mutedCategories: [], mutedTopics: [['margin', 'hack', 'css']] });
  });
});
