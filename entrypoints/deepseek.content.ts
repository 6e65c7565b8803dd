import { deepseek } from '@/lib/sites/deepseek';
import { startContent } from '@/content/main';

export default defineContentScript({
  matches: [...deepseek.matches],
  runAt: 'document_idle',
  // WXT would also announce itself with window.postMessage, telling the page the extension id.
  noScriptStartedPostMessage: true,
  main(ctx) {
    startContent(ctx, deepseek.adapter);
  },
});
