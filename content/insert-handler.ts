// Answers the popup (and the keyboard shortcut) for this tab: the current draft, and inserting text.
import type { Feature } from './features';
import { toContent } from '@/utils/messaging';
import { findComposer, insertRules, readDraft } from './composer';
import { latestScan } from './page-state';
import { openPreview } from './composer-button';

export const insertHandler: Feature = {
  id: 'insert-handler',
  perPage: false,
  init({ adapter, signal }) {
    const offDraft = toContent.onMessage('getDraft', () => {
      const scan = latestScan() ?? adapter.scan(document, location.href);
      return {
        draft: readDraft(findComposer(adapter)),
        site: adapter.site,
        conversationId: scan.page.conversationId,
        project: scan.page.project,
      };
    });
    const offInsert = toContent.onMessage('insertText', ({ data }) => {
      const composer = findComposer(adapter);
      if (!composer) return { ok: false, method: 'none', error: 'composer-not-found' };
      return insertRules(composer, data.text);
    });
    const offPreview = toContent.onMessage('showPreview', () => {
      openPreview(adapter);
    });
    signal.addEventListener('abort', () => {
      offDraft();
      offInsert();
      offPreview();
    });
  },
};
