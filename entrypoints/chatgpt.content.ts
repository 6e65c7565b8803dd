import { chatgpt } from '@/lib/sites/chatgpt';
import { startContent } from '@/content/main';

export default defineContentScript({
  matches: ['https://chatgpt.com/*'],
  runAt: 'document_idle',
  main(ctx) {
    startContent(ctx, chatgpt);
  },
});
