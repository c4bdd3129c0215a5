/**
 * The body of a long table (a history of thousands of records) drawn a window at a time: the rows in and near the
 * viewport are in the DOM, the others stand as two spacer rows of their height, so that scrolling 10,000 rows costs
 * what scrolling a few dozen does (TanStack Virtual over the window's scroll; rows are measured as they are drawn).
 * Each drawn row keeps its place for assistive technology in aria-rowindex (the table says aria-rowcount). When the
 * window nears the last row, `onNearEnd` asks for more (the next page of an infinite list).
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';

export interface VirtualRowsProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The row's cells. Keep it stable (useCallback): a drawn row is drawn again only when its row or this changes. */
  cells: (row: T, index: number) => ReactNode;
  /** Attributes of the row itself (test ids, data attributes). */
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number | undefined>;
  columns: number;
  /** A row's height before it is measured. */
  estimateRowPx?: number;
  /** Rows drawn beyond each edge of the viewport. */
  overscan?: number;
  /** Called when the drawn rows come within `overscan` of the last row. */
  onNearEnd?: () => void;
  /** Header rows come before the body: aria-rowindex counts from the first body row after them. */
  headerRows?: number;
}

export function VirtualRows<T>({
  rows,
  rowKey,
  cells,
  rowProps,
  columns,
  estimateRowPx = 41,
  overscan = 12,
  onNearEnd,
  headerRows = 1,
}: VirtualRowsProps<T>) {
  const body = useRef<HTMLTableSectionElement>(null);
  // Where the body starts in the document: the virtualizer counts the window's scroll from there.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const top = body.current ? body.current.getBoundingClientRect().top + window.scrollY : 0;
      setScrollMargin((previous) => (Math.abs(previous - top) < 1 ? previous : top));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimateRowPx,
    overscan,
    scrollMargin,
    getItemKey: (index) => rowKey(rows[index]!),
  });
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (onNearEnd && rows.length > 0 && last >= rows.length - 1 - overscan) onNearEnd();
  }, [last, rows.length, overscan, onNearEnd]);
  const before = items.length > 0 ? items[0]!.start - scrollMargin : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)!.end - scrollMargin) : 0;
  return (
    <tbody ref={body}>
      {before > 0 && <Spacer height={before} columns={columns} />}
      {items.map((item) => (
        <Row
          key={item.key}
          row={rows[item.index]!}
          index={item.index}
          rowIndex={headerRows + item.index + 1}
          measure={virtualizer.measureElement}
          cells={cells as (row: unknown, index: number) => ReactNode}
          rowProps={rowProps as VirtualRowsProps<unknown>['rowProps']}
        />
      ))}
      {after > 0 && <Spacer height={after} columns={columns} />}
    </tbody>
  );
}

/**
 * One drawn row. Scrolling redraws the body every frame (the window's rows move); a row that was drawn already keeps
 * its cells unless its record, its place or the cells' function changed, so a frame costs the rows that came into view.
 */
const Row = memo(function Row({
  row,
  index,
  rowIndex,
  measure,
  cells,
  rowProps,
}: {
  row: unknown;
  index: number;
  rowIndex: number;
  measure: (element: Element | null) => void;
  cells: (row: unknown, index: number) => ReactNode;
  rowProps: VirtualRowsProps<unknown>['rowProps'];
}) {
  return (
    <tr ref={measure} data-index={index} aria-rowindex={rowIndex} {...rowProps?.(row)}>
      {cells(row, index)}
    </tr>
  );
});

/** The height of the rows not drawn: an empty row, hidden from assistive technology. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr className="virtual-rows__spacer" aria-hidden="true" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}
