import { claude } from '@/lib/sites/claude';
import { startContent } from '@/content/main';

export default defineContentScript({
  matches: [...claude.matches],
  runAt: 'document_idle',
  // WXT would also announce itself with window.postMessage, telling the page the extension id.
  noScriptStartedPostMessage: true,
  main(ctx) {
    startContent(ctx, claude.adapter);
  },
});
