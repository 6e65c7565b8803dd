import { startCapture } from './capture';
import { startHealth } from './health';
import { startRules } from './rules';
import { startCommands } from './commands';
import { startOnboarding } from './onboarding';

export function startBackground(): void {
  startHealth();
  startCapture();
  startRules();
  startCommands();
  startOnboarding();
}
