import { chatgpt } from '@/lib/sites/chatgpt';
import { startContent } from '@/content/main';

export default defineContentScript({
  matches: [...chatgpt.matches],
  runAt: 'document_idle',
  // WXT would also announce itself with window.postMessage, telling the page the extension id.
  noScriptStartedPostMessage: true,
  main(ctx) {
    startContent(ctx, chatgpt.adapter);
  },
});
