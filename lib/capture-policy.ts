// Whether a batch of captured turns may be stored, given the user's settings and where it came from.
// Pure so the privacy decisions (paused sites, temporary chats, incognito windows) are testable in Node.
import type { Settings } from './settings';
import type { Site } from './types';

export interface CaptureOrigin {
  site: Site;
  /** The site's own "temporary chat" mode, as the content script saw it. */
  temporary: boolean;
  /** From the browser's sender record, never from the message: a page cannot claim to be non-incognito. */
  incognito: boolean | undefined;
}

export function captureAllowed(capture: Settings['capture'], from: CaptureOrigin): boolean {
  if (!capture[from.site]) return false;
  if (from.temporary && !capture.temporaryChats) return false;
  // An unknown incognito flag (no tab record) is not treated as private: the sender check has already
  // required a tab, so `undefined` does not occur for captured turns.
  if (from.incognito === true && !capture.incognito) return false;
  return true;
}
