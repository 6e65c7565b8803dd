import { storage } from 'wxt/utils/storage';
import { DEFAULT_SETTINGS, normaliseSettings, type Settings } from '@/lib/settings';

const settingsItem = storage.defineItem<Settings>('local:settings', { fallback: DEFAULT_SETTINGS });

export async function getSettings(): Promise<Settings> {
  return normaliseSettings(await settingsItem.getValue());
}

export async function saveSettings(next: Settings): Promise<void> {
  await settingsItem.setValue(normaliseSettings(next));
}

export function watchSettings(cb: (s: Settings) => void): () => void {
  return settingsItem.watch((s) => cb(normaliseSettings(s)));
}
