// @vitest-environment jsdom
import { describe, expect, it, beforeEach } from 'vitest';
import { TranscriptTracker } from './tracker';
import { chatgptAdapter } from '../sites/chatgpt';
import { demoPage, type DemoTurn } from '../../demo/page';

const URL_ = 'https://chatgpt.com/c/6a1f0c3e-2b7d-8001-9c4e-1d2e3f4a5b6c';

function turnsN(n: number): DemoTurn[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `m${i}`,
    role: i % 2 === 0 ? 'user' : 'assistant',
    text: `Message number ${i} about retries.`,
  }));
}

function load(turns: DemoTurn[]): void {
  const html = demoPage('t', turns);
  document.documentElement.replaceWith(new DOMParser().parseFromString(html, 'text/html').documentElement);
}

/** Collects the records of whatever `mutate` does, as the content script's observer would. */
function recordsOf(mutate: () => void): MutationRecord[] {
  const obs = new MutationObserver(() => {});
  obs.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  mutate();
  // Taken synchronously: letting a microtask pass would deliver them to the callback instead.
  const records = obs.takeRecords();
  obs.disconnect();
  return records;
}

function appendAssistant(id: string, text: string): void {
  const last = document.querySelectorAll('article')[1]!.cloneNode(true) as Element;
  last.querySelector('[data-message-author-role]')!.setAttribute('data-message-id', id);
  last.querySelector('.markdown')!.replaceChildren(Object.assign(document.createElement('p'), { textContent: text }));
  document.querySelector('main')!.append(last);
}

describe('TranscriptTracker', () => {
  let tracker: TranscriptTracker;
  beforeEach(() => {
    load(turnsN(40));
    tracker = new TranscriptTracker(chatgptAdapter);
  });

  it('starts with a full scan of every turn', () => {
    const f = tracker.flush(document, URL_);
    expect(f.scan?.layout).toBe('article-2024');
    expect(f.turns).toHaveLength(40);
    expect(tracker.layoutName).toBe('article-2024');
  });

  it('then re-reads only the turns a mutation batch touched', () => {
    tracker.flush(document, URL_);
    tracker.note(recordsOf(() => appendAssistant('new-1', 'A fresh reply.')));
    const f = tracker.flush(document, URL_);
    expect(f.scan).toBeNull();
    // The new turn, plus the previous last turn (a change beside it might have finished it): 2 of 41.
    expect(f.turns.map((t) => [t.turnId, t.text])).toEqual([
      ['m39', 'Message number 39 about retries.'],
      ['new-1', 'A fresh reply.'],
    ]);

    const p = document.querySelector('[data-message-id="m7"] p')!;
    tracker.note(recordsOf(() => p.append(' Edited.')));
    expect(tracker.flush(document, URL_).turns.map((t) => t.text)).toEqual(['Message number 7 about retries. Edited.']);
  });

  it('re-reads the last turn when something outside every turn changes (the stop button goes away)', () => {
    const stop = Object.assign(document.createElement('button'), { textContent: 'Stop' });
    stop.setAttribute('data-testid', 'stop-button');
    document.querySelector('form')!.append(stop);
    tracker.flush(document, URL_);
    tracker.note(recordsOf(() => appendAssistant('streaming-1', 'Partial')));
    expect(tracker.flush(document, URL_).turns.find((t) => t.turnId === 'streaming-1')?.finished).toBe(false);
    tracker.note(recordsOf(() => stop.remove()));
    const after = tracker.flush(document, URL_).turns;
    expect(after.map((t) => [t.turnId, t.finished])).toEqual([['streaming-1', true]]);
  });

  it('falls back to a full scan when the layout disappears and when too much changed', () => {
    tracker.flush(document, URL_);
    tracker.note(recordsOf(() => document.querySelectorAll('article').forEach((a) => a.remove())));
    const f = tracker.flush(document, URL_);
    expect(f.scan).not.toBeNull();
    load(turnsN(10));
    tracker.reset();
    tracker.flush(document, URL_);
    tracker.note(
      recordsOf(() => {
        for (let i = 0; i < 100; i++) appendAssistant(`bulk-${i}`, `Bulk ${i}`);
      }),
    );
    const bulk = tracker.flush(document, URL_);
    expect(bulk.scan).not.toBeNull();
    expect(bulk.turns).toHaveLength(110);
  });

  it('confirms the layout now and then rather than on every batch', () => {
    let clock = 0;
    let checks = 0;
    const layouts = chatgptAdapter.layouts.map((l) => ({ ...l, matches: (root: ParentNode) => (checks++, l.matches(root)) }));
    const counted = { ...chatgptAdapter, layouts, scan: (doc: Document, url: string) => chatgptAdapter.scan(doc, url) };
    const t = new TranscriptTracker(counted, () => clock);
    t.flush(document, URL_);
    const p = document.querySelector('[data-message-id="m39"] p')!;
    for (clock = 100; clock < 2000; clock += 100) {
      t.note(recordsOf(() => p.append('x')));
      expect(t.flush(document, URL_).scan).toBeNull();
    }
    expect(checks).toBe(0);
    clock = 2100;
    t.note(recordsOf(() => p.append('x')));
    t.flush(document, URL_);
    expect(checks).toBe(1);
  });

  it('ignores typing in the composer', () => {
    tracker.flush(document, URL_);
    const composer = document.querySelector<HTMLElement>('#prompt-textarea')!;
    tracker.note(recordsOf(() => composer.append('Hello there')));
    expect(tracker.flush(document, URL_).turns).toEqual([]);
  });
});
