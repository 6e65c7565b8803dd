import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { SiteAdapter } from '@/lib/sites/types';
import { runFeatures } from './features';
import { capture } from './capture';
import { composerButton } from './composer-button';
import { insertHandler } from './insert-handler';

export function startContent(ctx: ContentScriptContext, adapter: SiteAdapter): void {
  runFeatures(ctx, adapter, [insertHandler, capture, composerButton]);
}
