import { useEffect, useState } from 'react';
import type { LlmState as State } from '@/lib/llm/types';
import { toBackground } from '@/utils/messaging';
import { t } from '../i18n';
import { useSettings } from './Status';

/**
 * The background's LLM state, polled: the background rebuilds it after a worker restart on each ask, and the
 * download progress changes faster than anything else in the UI.
 */
export function useLlmState(intervalMs = 1000): State | null {
  const [state, setState] = useState<State | null>(null);
  useEffect(() => {
    let alive = true;
    const load = () =>
      toBackground
        .sendMessage('llmGetState', undefined)
        .then((s) => alive && setState(s))
        .catch(() => {});
    void load();
    const timer = setInterval(load, intervalMs);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [intervalMs]);
  return state;
}

export function llmStateText(s: State): string {
  switch (s.status) {
    case 'off':
      return t('llmStateOff');
    case 'unavailable':
      return t('llmStateUnavailable');
    case 'idle':
      return s.cached ? t('llmStateIdleCached') : t('llmStateIdle');
    case 'downloading':
      return t('llmStateDownloading', String(Math.floor(s.progress * 100)));
    case 'ready':
      return t('llmStateReady');
    case 'failed':
      return t('llmStateFailed', s.reason);
  }
}

/** One line for the popup header: what the optional local model is doing, for those who turned it on. */
export function LlmState() {
  const state = useLlmState();
  const settings = useSettings();
  if (!state || !settings?.detection.llmEnabled) return null;
  return (
    <span className={`llm-state llm-${state.status}`} data-testid="llm-state" data-status={state.status} title={'model' in state ? state.model : undefined}>
      {llmStateText(state)}
    </span>
  );
}
