// Incremental transcript reading. A full scan costs O(turns); during streaming the sites fire many
// mutation batches, so after the first scan only the turn containers a batch touched are re-read,
// keeping the cost of a batch flat as the conversation grows. Pure DOM: runs in the content script
// and in Node on jsdom.
import type { Layout, PageScan, ScrapedTurn, SiteAdapter } from '../sites/types';

export interface Flush {
  /** Set when this flush did a full scan (first run, layout lost, or too much changed). */
  scan: PageScan | null;
  /** Turns read in this flush: all of them after a full scan, else only the touched ones. */
  turns: ScrapedTurn[];
}

/** Past this many touched containers a full scan is cheaper than many scoped ones. */
const MAX_DIRTY = 64;
/**
 * How often to confirm the layout is still on the page. The check looks at every turn container, so
 * running it on each streaming batch would make the batch cost grow with the conversation.
 */
const LAYOUT_CHECK_MS = 2000;
const EDITABLE = '[contenteditable="true"], textarea';

/**
 * What the content script observes: structure and text everywhere, and only the attributes the sites
 * use as streaming signals (data-is-streaming, stop button test ids, busy flags, `.result-streaming`).
 */
export const OBSERVER_OPTIONS: MutationObserverInit = {
  subtree: true,
  childList: true,
  characterData: true,
  attributes: true,
  attributeFilter: ['data-is-streaming', 'data-state', 'data-testid', 'aria-busy', 'class'],
};

export class TranscriptTracker {
  private layout: Layout | null = null;
  private dirty = new Set<Element>();
  private needFull = true;
  /** The last turn container seen: a change outside every turn (stop button gone) may finish it. */
  private tail: Element | null = null;
  private checkedAt = 0;

  constructor(
    private readonly adapter: SiteAdapter,
    private readonly now: () => number = Date.now,
  ) {}

  /** Forget everything: the next flush does a full scan (navigation, settings change). */
  reset(): void {
    this.needFull = true;
    this.dirty.clear();
    this.layout = null;
    this.tail = null;
  }

  get layoutName(): string | null {
    return this.layout?.name ?? null;
  }

  /** Records which turn containers a mutation batch touched. Cost is O(records), not O(turns). */
  note(records: readonly MutationRecord[]): void {
    if (this.needFull) return;
    const layout = this.layout;
    if (!layout) {
      this.needFull = true;
      return;
    }
    const sel = layout.turnSelector;
    for (const r of records) {
      const target = r.target.nodeType === 1 ? (r.target as Element) : r.target.parentElement;
      // Typing in the composer changes nothing in the transcript.
      if (target?.closest(EDITABLE)) continue;
      const inside = target?.closest(sel) ?? null;
      if (inside) this.dirty.add(inside);
      else if (this.tail) this.dirty.add(this.tail);
      for (const node of Array.from(r.addedNodes)) {
        if (node.nodeType !== 1) continue;
        const el = node as Element;
        if (el.matches(sel)) this.dirty.add(el);
        else if (!inside) el.querySelectorAll(sel).forEach((t) => this.dirty.add(t));
      }
      if (this.dirty.size > MAX_DIRTY) {
        this.needFull = true;
        this.dirty.clear();
        return;
      }
    }
  }

  flush(doc: Document, url: string): Flush {
    // Has the site moved to another layout under us? Checked now and then, and whenever the last
    // turn we knew of was removed (a re-render replaces the transcript).
    if (!this.needFull && this.layout) {
      const t = this.now();
      const tailGone = this.tail !== null && !this.tail.isConnected;
      if (tailGone || t - this.checkedAt >= LAYOUT_CHECK_MS) {
        this.checkedAt = t;
        if (!this.layout.matches(doc)) this.needFull = true;
      }
    }
    if (this.needFull) return this.fullScan(doc, url);
    const conversationId = this.adapter.pageInfo(url).conversationId;
    const turns: ScrapedTurn[] = [];
    for (const el of this.dirty) {
      if (!el.isConnected) continue;
      turns.push(...this.layout!.turns(el, { conversationId }));
      if (this.tail && el.compareDocumentPosition(this.tail) & 2 /* PRECEDING */) this.tail = el;
    }
    this.dirty.clear();
    return { scan: null, turns };
  }

  private fullScan(doc: Document, url: string): Flush {
    const scan = this.adapter.scan(doc, url);
    this.layout = this.adapter.layouts.find((l) => l.name === scan.layout) ?? null;
    this.needFull = false;
    this.dirty.clear();
    this.checkedAt = this.now();
    if (this.layout) {
      const all = doc.querySelectorAll(this.layout.turnSelector);
      this.tail = all.length ? all[all.length - 1]! : null;
    }
    return { scan, turns: scan.turns };
  }
}
