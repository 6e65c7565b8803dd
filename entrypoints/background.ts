import { startBackground } from '@/background/main';

export default defineBackground(() => {
  startBackground();
});
