// Putting text into the site's composer so that the site's editor state registers it
// (shared/research/chat-sites.md §4, platform.md §3). Never writes innerHTML or textContent:
// ProseMirror/Tiptap revert or ignore direct DOM writes (the editor "thinks it is empty" and the
// send button does nothing).

import { isUsable } from './common';

export type InsertMethod = 'execCommand' | 'paste' | 'textarea' | 'none';

export interface InsertOptions {
  /**
   * 'caret': at the current selection when it is inside the composer (else at the end). 'all': the text
   * replaces the composer's whole content (a new rules block replacing the old one), still as one native edit
   * that the editor registers and Ctrl+Z undoes.
   */
  at: 'caret' | 'end' | 'all';
  /** The page window; defaults to el's window. */
  win?: Window;
}

export interface InsertResult {
  ok: boolean;
  method: InsertMethod;
}

/** The page's own constructors as seen through Firefox's Xray wrapper (window.wrappedJSObject). */
interface PageGlobals {
  Object: ObjectConstructor;
  ClipboardEvent: typeof ClipboardEvent;
}
type MaybeXrayWindow = Window & { wrappedJSObject?: PageGlobals };

/** Window globals this module needs; typed separately because they are per-realm constructors. */
type RealmWindow = Window & {
  HTMLTextAreaElement: typeof HTMLTextAreaElement;
  HTMLInputElement: typeof HTMLInputElement;
  Event: typeof Event;
  DataTransfer?: typeof DataTransfer;
  ClipboardEvent?: typeof ClipboardEvent;
};

function countOf(hay: string, needle: string): number {
  if (needle.length === 0) return 0;
  let n = 0;
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + needle.length)) n++;
  return n;
}

/** First non-blank line, whitespace-collapsed: what must appear in the editor after inserting. */
function probeOf(text: string): string {
  const line = text.split('\n').find((l) => l.trim().length > 0) ?? '';
  return line.replace(/\s+/g, ' ').trim();
}

function editorText(el: HTMLElement): string {
  return (el.textContent ?? '').replace(/\s+/g, ' ');
}

function isTextField(el: HTMLElement): el is HTMLTextAreaElement | HTMLInputElement {
  const tag = el.tagName.toUpperCase();
  return tag === 'TEXTAREA' || tag === 'INPUT';
}

function insertIntoTextField(el: HTMLTextAreaElement | HTMLInputElement, text: string, at: InsertOptions['at'], win: RealmWindow): InsertResult {
  const proto = el.tagName.toUpperCase() === 'TEXTAREA' ? win.HTMLTextAreaElement.prototype : win.HTMLInputElement.prototype;
  // React keeps an instance-level value tracker; the prototype setter bypasses it so React sees a change.
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!setter) return { ok: false, method: 'none' };
  const value = el.value;
  const focused = el.ownerDocument.activeElement === el;
  const start = at === 'all' ? 0 : at === 'caret' && focused && el.selectionStart !== null ? el.selectionStart : value.length;
  const end = at === 'caret' && focused && el.selectionEnd !== null ? el.selectionEnd : value.length;
  const next = value.slice(0, start) + text + value.slice(end);
  el.focus();
  setter.call(el, next);
  el.dispatchEvent(new win.Event('input', { bubbles: true }));
  try {
    el.setSelectionRange(start + text.length, start + text.length);
  } catch {
    // input types without selection support
  }
  return { ok: el.value === next, method: 'textarea' };
}

/** The current selection when it lies inside el, cloned (focus() may move it). */
function caretInside(el: HTMLElement, win: Window): Range | null {
  const sel = win.getSelection();
  if (!sel || sel.rangeCount === 0 || !sel.anchorNode || !el.contains(sel.anchorNode)) return null;
  return sel.getRangeAt(0).cloneRange();
}

function wholeContent(el: HTMLElement): Range {
  const range = el.ownerDocument.createRange();
  range.selectNodeContents(el);
  return range;
}

/**
 * Puts the selection at the saved caret, else at the end of el. Needed after focus(): browsers
 * (and jsdom) put the caret at the START of a contenteditable focused programmatically.
 */
function placeSelection(el: HTMLElement, caret: Range | null, win: Window): void {
  const sel = win.getSelection();
  if (!sel) return;
  let range = caret;
  if (!range) {
    range = el.ownerDocument.createRange();
    range.selectNodeContents(el);
    range.collapse(false);
  }
  sel.removeAllRanges();
  sel.addRange(range);
}

function makePasteEvent(text: string, win: MaybeXrayWindow & RealmWindow): Event | null {
  const page = win.wrappedJSObject;
  if (page) {
    // Firefox: the content-script ClipboardEvent ignores init.clipboardData and page listeners read
    // '' from a DataTransfer filled by the content script. An event built with the page's own
    // constructors carries a page-side DataTransfer that page code can read (platform.md §3).
    try {
      const init = new page.Object() as ClipboardEventInit;
      const ev = new page.ClipboardEvent('paste', init);
      if (ev.clipboardData) {
        ev.clipboardData.setData('text/plain', text);
        return ev;
      }
    } catch {
      // fall through to the standard construction
    }
  }
  if (!win.DataTransfer) return null;
  const dt = new win.DataTransfer();
  dt.setData('text/plain', text);
  if (win.ClipboardEvent) {
    const ev = new win.ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true });
    if (ev.clipboardData && ev.clipboardData.getData('text/plain') === text) return ev;
  }
  // Some Chrome builds drop init.clipboardData: a plain event with the property defined works,
  // since ProseMirror only reads event.clipboardData.getData().
  const ev = new win.Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(ev, 'clipboardData', { value: dt });
  return ev;
}

/**
 * Inserts plain text into a composer: contenteditable via execCommand('insertText') (native edit,
 * keeps undo), verified by the first line appearing once more than before; else a synthetic paste
 * (note: sites turn very long pastes into attachments); textarea/input via the native setter plus
 * an input event. Returns which method landed the text.
 */
export function insertIntoComposer(el: HTMLElement, text: string, opts: InsertOptions): InsertResult {
  const win = (opts.win ?? el.ownerDocument.defaultView) as (MaybeXrayWindow & RealmWindow) | null;
  if (!win || text.length === 0) return { ok: false, method: 'none' };
  if (isTextField(el)) return insertIntoTextField(el, text, opts.at, win);

  const doc = el.ownerDocument;
  const probe = probeOf(text);
  const before = countOf(editorText(el), probe);
  // Replacing everything: the editor must hold exactly the new text (paragraphs make their own line breaks).
  const bare = (s: string) => s.replace(/\s+/g, '');
  const landed = (): boolean =>
    opts.at === 'all' ? bare(el.textContent ?? '') === bare(text) : probe.length === 0 ? true : countOf(editorText(el), probe) > before;

  const caret = opts.at === 'caret' ? caretInside(el, win) : opts.at === 'all' ? wholeContent(el) : null;
  el.focus();
  placeSelection(el, caret, win);
  let execOk: boolean;
  try {
    execOk = typeof doc.execCommand === 'function' && doc.execCommand('insertText', false, text);
  } catch {
    execOk = false;
  }
  if (execOk && landed()) return { ok: true, method: 'execCommand' };

  // execCommand may have moved or collapsed the selection even when the text did not land.
  placeSelection(el, caret, win);
  // ProseMirror pastes at its STATE selection, which it syncs from the DOM on 'selectionchange';
  // browsers fire that event asynchronously, so a paste dispatched right now would land where the
  // caret was before. A synthetic selectionchange makes the editor read the DOM selection first.
  doc.dispatchEvent(new win.Event('selectionchange'));
  const ev = makePasteEvent(text, win);
  if (ev) {
    el.dispatchEvent(ev);
    if (landed()) return { ok: true, method: 'paste' };
  }
  return { ok: false, method: 'none' };
}

/** True when the send button exists, is usable and not disabled (ChatGPT shows a voice button instead while empty). */
export function isSendEnabled(btn: HTMLElement | null): boolean {
  if (!btn || !btn.isConnected) return false;
  if (btn.hasAttribute('disabled') || btn.getAttribute('aria-disabled') === 'true') return false;
  if (btn.getAttribute('data-disabled') === 'true') return false;
  return isUsable(btn);
}
