import { startCapture } from './capture';
import { startHealth } from './health';
import { startRules } from './rules';
import { startCommands } from './commands';
import { startOnboarding } from './onboarding';
import { startMaintenance } from './maintenance';
import { startLlm } from './llm';
import { startReviewBadge } from './review-badge';

export function startBackground(): void {
  startHealth();
  startCapture();
  startRules();
  startCommands();
  startOnboarding();
  startMaintenance();
  startLlm();
  startReviewBadge();
}
