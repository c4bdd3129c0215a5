/**
 * Placeholders of content that is still loading, drawn in the loaded content's own box (issue 18): when the data
 * replaces them nothing around them moves, where a spinner of another height would push down whatever follows.
 * They are decoration, hidden from assistive technology; what is loading is said by QueryLoading's status
 * (./query-state.tsx), which takes them as its `placeholder`.
 */

/**
 * A value still loading: a bar inside a line box of the surrounding text (its font, its line height), so a line of
 * placeholders is exactly as tall as the line of text that replaces it. `width` in CSS units; `ch` follows the font.
 */
export function SkeletonText({ width = '6ch' }: { width?: string }) {
  return (
    <span className="skeleton-text" style={{ width }} aria-hidden="true">
      {'\u00a0'}
    </span>
  );
}

/**
 * A data table still loading: its scroller, a header row and `rows` rows of `columns` cells, in the table styles of
 * the loaded one (.data-table), so the rows are as tall as loaded rows of one line each.
 */
export function SkeletonTable({ columns, rows, testId }: { columns: number; rows: number; testId?: string }) {
  const cells = Array.from({ length: columns }, (_, i) => i);
  return (
    <div className="table-scroll" aria-hidden="true" data-testid={testId}>
      <table className="data-table">
        <thead>
          <tr>
            {cells.map((i) => (
              <th key={i}>
                <SkeletonText width="5ch" />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {cells.map((i) => (
                <td key={i}>
                  <SkeletonText width={i === 0 ? '6ch' : '8ch'} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
