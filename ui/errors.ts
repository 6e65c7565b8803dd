import { isQuotaError } from '@/lib/store/quota';
import { t } from './i18n';

/** What a failed write says to the person who started it: storage full, or the reason as given. */
export function saveError(e: unknown): string {
  return t('saveFailed', isQuotaError(e) ? t('storageFullError') : String(e instanceof Error ? e.message : e));
}
