// Registers background message handlers behind a schema check and a sender check.
// Anything that fails either is dropped and counted, never acted on.
import * as v from 'valibot';
import { browser } from 'wxt/browser';
import { toBackground, type BackgroundProtocol } from '@/utils/messaging';
import type { SenderLike } from '@/lib/guard';

export const dropped = { schema: 0, sender: 0 };

type Handler<K extends keyof BackgroundProtocol> = (
  data: Parameters<BackgroundProtocol[K]>[0],
  sender: SenderLike,
) => ReturnType<BackgroundProtocol[K]> | Promise<ReturnType<BackgroundProtocol[K]>>;

export function handle<K extends keyof BackgroundProtocol>(
  type: K,
  schema: v.GenericSchema<unknown, Parameters<BackgroundProtocol[K]>[0]>,
  allowed: (sender: SenderLike, data: Parameters<BackgroundProtocol[K]>[0]) => boolean,
  fn: Handler<K>,
): void {
  toBackground.onMessage(type, (async (message: { data: unknown; sender: SenderLike }) => {
    const parsed = v.safeParse(schema, message.data);
    if (!parsed.success) {
      dropped.schema++;
      console.warn(`[twice] dropped ${String(type)}: invalid payload`, v.summarize(parsed.issues));
      throw new Error('invalid message');
    }
    if (!allowed(message.sender, parsed.output)) {
      dropped.sender++;
      console.warn(`[twice] dropped ${String(type)}: unexpected sender`, message.sender.url);
      throw new Error('unexpected sender');
    }
    return fn(parsed.output, message.sender);
  }) as never);
}

export const extensionId = (): string => browser.runtime.id;
export const extensionOrigin = (): string => browser.runtime.getURL('/');
