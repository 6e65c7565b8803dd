// A list that renders only the cards in view (plus a few), so 20,000 rules open as fast as 20. Cards keep
// their natural height: each rendered one is measured, and padding above and below stands in for the rest,
// so the list stays a plain <ul> of <li> for screen readers.
import { useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

export interface RowProps {
  /** Put on the item's root <li>: measures it. */
  measure: Ref<HTMLLIElement>;
  index: number;
}

interface Props<T> {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  /** A typical card height, for the part of the list not measured yet. */
  estimate: number;
  render: (item: T, row: RowProps) => ReactNode;
  className?: string;
  testId?: string;
}

const GAP = 8;

export function VirtualList<T>({ items, keyOf, estimate, render, className, testId }: Props<T>) {
  const list = useRef<HTMLUListElement>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [margin, setMargin] = useState(0);
  // The popup scrolls its <main>; the list starts below the filters, which the virtualizer must know.
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const parent = (el.closest('[data-scroll]') as HTMLElement | null) ?? (document.scrollingElement as HTMLElement | null);
    setScroller(parent);
    if (parent) setMargin(el.getBoundingClientRect().top - parent.getBoundingClientRect().top + parent.scrollTop);
  }, [items]);
  const v = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller,
    estimateSize: () => estimate,
    getItemKey: (i) => keyOf(items[i]!),
    overscan: 4,
    gap: GAP,
    scrollMargin: margin,
    // Before the scroller is known (first render), show the first few cards rather than none.
    initialRect: { width: 360, height: 420 },
  });
  const rows = v.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const top = first ? first.start - margin : 0;
  const bottom = last ? v.getTotalSize() - (last.end - margin) : 0;
  return (
    <ul ref={list} className={className} data-testid={testId} style={{ paddingTop: Math.max(0, top), paddingBottom: Math.max(0, bottom) }}>
      {rows.map((row) => render(items[row.index]!, { measure: v.measureElement, index: row.index }))}
    </ul>
  );
}
