// Registers background message handlers behind a schema check and a sender check.
// Anything that fails either is dropped and counted, never acted on.
import * as v from 'valibot';
import { browser } from 'wxt/browser';
import { toBackground, type BackgroundProtocol } from '@/utils/messaging';
import { isOwnExtensionPage, type SenderLike } from '@/lib/guard';

/** `unknown`: a message of no registered type (or not in the messaging format at all). */
export const dropped = { schema: 0, sender: 0, unknown: 0 };
const registered = new Set<string>();
let diagnosticsStarted = false;

/**
 * Started by the first handler so every background that can drop messages also reports the drops: without the
 * counters a test cannot tell "refused" from "never arrived".
 */
function startDiagnostics(): void {
  diagnosticsStarted = true;
  handle(
    'getDiagnostics',
    v.undefined(),
    (sender) => isOwnExtensionPage(sender, extensionOrigin()),
    () => ({ dropped: { ...dropped } }),
  );
  browser.runtime.onMessage.addListener((message: unknown) => {
    const type = typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : undefined;
    if (typeof type !== 'string' || !registered.has(type)) {
      dropped.unknown++;
      console.warn('[twice] dropped message of unknown type', typeof type === 'string' ? type.slice(0, 100) : typeof message);
    }
    // Never answers: the typed handlers above do.
    return undefined;
  });
}

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
  registered.add(type);
  if (!diagnosticsStarted) startDiagnostics();
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
