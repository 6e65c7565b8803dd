import { gemini } from '@/lib/sites/gemini';
import { startContent } from '@/content/main';

export default defineContentScript({
  matches: [...gemini.matches],
  runAt: 'document_idle',
  // WXT would also announce itself with window.postMessage, telling the page the extension id.
  noScriptStartedPostMessage: true,
  main(ctx) {
    startContent(ctx, gemini.adapter);
  },
});
