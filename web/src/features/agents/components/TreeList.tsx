import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TreeRow as Row } from '../logic/tree';
import { ROW_HEIGHT, TreeRow } from './TreeRow';

/**
 * The visible rows of the tree, virtualised: only the rows on screen (plus a few) are in the page, so
 * a node with thousands of children stays smooth on a phone. `scrollTo` brings a row into view once.
 */
export function TreeList({
  rows,
  focusId,
  scrollTo,
  hrefOf,
  currency,
  onToggle,
}: {
  rows: Row[];
  focusId: number | null;
  scrollTo: { id: number; nonce: number } | null;
  hrefOf: (id: number) => string;
  currency: string;
  onToggle: (row: Row) => void;
}) {
  const { t } = useTranslation();
  const parentRef = useRef<HTMLDivElement>(null);
  const scrolled = useRef<number | null>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; TanStack Virtual keeps its own state
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => parentRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    getItemKey: (index) => rows[index]?.node.id ?? index,
  });

  useEffect(() => {
    if (!scrollTo || scrolled.current === scrollTo.nonce) return;
    const index = rows.findIndex((r) => r.node.id === scrollTo.id);
    if (index < 0) return;
    scrolled.current = scrollTo.nonce;
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [scrollTo, rows, virtualizer]);

  return (
    <div ref={parentRef} className="h-[65dvh] min-h-72 overflow-y-auto overscroll-contain rounded-xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="tree-scroller">
      <ul aria-label={t('agents.tree.listLabel')} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          return (
            <li key={item.key} className="absolute top-0 left-0 w-full" style={{ height: item.size, transform: `translateY(${item.start}px)` }}>
              <TreeRow row={row} focused={row.node.id === focusId} href={hrefOf(row.node.id)} currency={currency} onToggle={onToggle} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
