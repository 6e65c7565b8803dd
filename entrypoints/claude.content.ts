import { claude } from '@/lib/sites/claude';
import { startContent } from '@/content/main';

export default defineContentScript({
  matches: ['https://claude.ai/*'],
  runAt: 'document_idle',
  main(ctx) {
    startContent(ctx, claude);
  },
});
