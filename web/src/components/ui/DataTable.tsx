import type { MouseEvent, ReactNode } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { cx } from './cx';
import { Select } from './fields';
import { EmptyState, ErrorState, LoadingState } from './states';
import styles from './DataTable.module.css';
import layout from './layout.module.css';

export type SortDirection = 'asc' | 'desc';

/** Which column the rows are sorted by. The caller owns it (sorting usually happens on the server). */
export interface SortState<K extends string = string> {
  key: K;
  direction: SortDirection;
}

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row, K extends string = string> {
  /** Stable id, unique in the table. */
  id: string;
  /** The visible heading; also the label of the value on a phone card and in the phone "Sort by" menu. */
  header: string;
  /** What the cell shows for one row. */
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable: its heading becomes a button that asks for this key. */
  sortKey?: K;
  /** The direction of the first click on this column (default 'asc'; dates and amounts read best 'desc'). */
  firstDirection?: SortDirection;
  /** Right-aligned tabular figures (amounts, counts). */
  numeric?: boolean;
  /**
   * Where the value goes on a phone card: 'title' (the card's heading), 'aside' (beside the title, e.g. a
   * status badge), 'body' (a "header: value" line, the default) or 'hidden' (only in the wide table).
   */
  card?: 'title' | 'aside' | 'body' | 'hidden';
  /** The cell names its row (rendered as `<th scope="row">`), e.g. a product's name. */
  rowHeader?: boolean;
  /** Extra class on the column's cells. */
  className?: string;
  /**
   * A column for wide screens only (120em, 1920 px, and up): narrower tables leave it out, and when it sorts,
   * a "Sort by" menu above the table still offers its order. Phone cards show it as usual.
   */
  wide?: boolean;
  /**
   * A column for large screens (75em, 1200 px, and up): left out of narrower tables, where a sidebar
   * beside a laptop's screen leaves a table too little room (the cell showing the row's title can
   * carry its value instead). Sorts like a wide column.
   */
  large?: boolean;
}

export interface DataTableProps<Row, K extends string = string> {
  columns: readonly DataTableColumn<Row, K>[];
  /** The rows; `undefined` while the first page loads. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  /** The current sort; with `onSortChange`, sortable headings become buttons with `aria-sort`. */
  sort?: SortState<K>;
  /** Called with the next sort: the same column flips its direction, another starts at its `firstDirection`. */
  onSortChange?: (next: SortState<K>) => void;
  /** A request is under way: shows the loading row when there are no rows yet, else marks the table busy. */
  loading?: boolean;
  loadingLabel?: string;
  /** A failed request: shown in place of the rows when there are none to show. */
  error?: ReactNode;
  onRetry?: () => void;
  /** What an empty list shows (default: "Nothing to show"). */
  empty?: ReactNode;
  /** Buttons or links for one row: the last column, and the foot of a phone card. */
  rowActions?: (row: Row) => ReactNode;
  /** Heading of the actions column (default "Action"). */
  actionsHeader?: string;
  /**
   * A pointer shortcut for the whole row (clicks on the row's own links and buttons are left alone).
   * The row must also offer a link or button that does the same, for keyboard and screen-reader users.
   */
  onRowClick?: (row: Row) => void;
  /** `data-testid` of the table (or of the card list on phones). */
  testId?: string;
  /** `data-testid` of every row (or card). */
  rowTestId?: string;
  className?: string;
}

function nextSort<K extends string>(
  column: Pick<DataTableColumn<never, K>, 'sortKey' | 'firstDirection'>,
  current?: SortState<K>,
): SortState<K> {
  const key = column.sortKey as K;
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: column.firstDirection ?? 'asc' };
}

/** True when a click started on a control inside the row, which handles it itself. */
function fromControl(event: MouseEvent) {
  const target = event.target;
  return target instanceof Element && !!target.closest('a, button, input, select, textarea, label, summary');
}

/**
 * The kit's data table: sortable headings (buttons with `aria-sort`), loading/error/empty rows, a row
 * action slot, and cards instead of a wide table on phones (with a "Sort by" menu when it sorts).
 * Sorting and paging are the caller's: pass the rows in the order to show them.
 */
export function DataTable<Row, K extends string = string>({
  columns,
  rows,
  rowKey,
  caption,
  sort,
  onSortChange,
  loading = false,
  loadingLabel = 'Loading...',
  error,
  onRetry,
  empty,
  rowActions,
  actionsHeader = 'Action',
  onRowClick,
  testId,
  rowTestId,
  className,
}: DataTableProps<Row, K>) {
  const phone = useMediaQuery(PHONE_QUERY);
  const sortable = onSortChange ? columns.filter((c) => c.sortKey !== undefined) : [];
  const hasRows = !!rows && rows.length > 0;

  let state: ReactNode = null;
  if (!hasRows) {
    if (error) state = <ErrorState message={error} onRetry={onRetry} retryLabel="Retry" />;
    else if (loading || !rows) state = <LoadingState label={loadingLabel} />;
    else state = empty ?? <EmptyState title="Nothing to show" />;
  }

  // Every order the table offers, for phones (no headings) and for tables leaving out wide columns.
  const sortMenu = sort && (
    <Select
      label="Sort by"
      value={`${sort.key}:${sort.direction}`}
      onChange={(e) => {
        const [key, direction] = e.target.value.split(':') as [K, SortDirection];
        onSortChange?.({ key, direction });
      }}
      options={sortable.flatMap((c) => [
        { value: `${c.sortKey}:desc`, label: `${c.header} (descending)` },
        { value: `${c.sortKey}:asc`, label: `${c.header} (ascending)` },
      ])}
    />
  );

  const click = (row: Row) =>
    onRowClick ? (event: MouseEvent) => !fromControl(event) && onRowClick(row) : undefined;

  if (phone) {
    const title = columns.filter((c) => c.card === 'title');
    const aside = columns.filter((c) => c.card === 'aside');
    const body = columns.filter((c) => (c.card ?? 'body') === 'body');
    return (
      <div className={cx(styles.cards, className)}>
        {sortable.length > 0 && sort && hasRows && sortMenu}
        {state ?? (
          <ul
            className={styles.cardList}
            data-testid={testId}
            aria-label={caption}
            aria-busy={loading || undefined}
          >
            {rows!.map((row) => (
              <li
                key={rowKey(row)}
                className={cx(styles.card, onRowClick && styles.cardLink)}
                data-testid={rowTestId}
                onClick={click(row)}
              >
                {(title.length > 0 || aside.length > 0) && (
                  <div className={styles.cardHead}>
                    <div className={styles.cardTitle}>
                      {title.map((c) => (
                        <span key={c.id} className={c.className}>
                          {c.cell(row)}
                        </span>
                      ))}
                    </div>
                    {aside.map((c) => (
                      <span key={c.id} className={c.className}>
                        {c.cell(row)}
                      </span>
                    ))}
                  </div>
                )}
                {body.length > 0 && (
                  <dl className={styles.cardFields}>
                    {body.map((c) => (
                      <div key={c.id} className={cx(styles.cardField, c.numeric && styles.num)}>
                        <dt>{c.header}</dt>
                        <dd className={c.className}>{c.cell(row)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {rowActions && <div className={styles.cardActions}>{rowActions(row)}</div>}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  const columnCount = columns.length + (rowActions ? 1 : 0);
  const table = (
    <div className={cx(styles.wrap, className)}>
      <table className={styles.table} data-testid={testId} aria-busy={loading || undefined}>
        <caption className={layout.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const canSort = !!onSortChange && c.sortKey !== undefined;
              const active = canSort && sort?.key === c.sortKey;
              return (
                <th
                  key={c.id}
                  scope="col"
                  className={cx(c.numeric && styles.num, c.wide && styles.wide, c.large && styles.large)}
                  aria-sort={
                    canSort
                      ? active
                        ? sort!.direction === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : 'none'
                      : undefined
                  }
                >
                  {canSort ? (
                    <button
                      type="button"
                      className={styles.sortBtn}
                      onClick={() => onSortChange(nextSort(c, sort))}
                    >
                      {c.header}
                      <span aria-hidden="true" className={styles.sortArrow}>
                        {active ? (sort!.direction === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
            {rowActions && <th scope="col">{actionsHeader}</th>}
          </tr>
        </thead>
        <tbody>
          {state ? (
            <tr className={styles.stateRow}>
              <td colSpan={columnCount}>{state}</td>
            </tr>
          ) : (
            rows!.map((row) => (
              <tr
                key={rowKey(row)}
                className={onRowClick ? styles.rowLink : undefined}
                data-testid={rowTestId}
                onClick={click(row)}
              >
                {columns.map((c) => {
                  const Cell = c.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={c.id}
                      scope={c.rowHeader ? 'row' : undefined}
                      className={cx(
                        c.numeric && styles.num,
                        c.wide && styles.wide,
                        c.large && styles.large,
                        c.className,
                      )}
                    >
                      {c.cell(row)}
                    </Cell>
                  );
                })}
                {rowActions && (
                  <td>
                    <div className={styles.actions}>{rowActions(row)}</div>
                  </td>
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
  const someWide = sortable.some((c) => c.wide);
  if (!(someWide || sortable.some((c) => c.large)) || !sort || !hasRows) return table;
  return (
    <div className={styles.cards}>
      <div className={cx(styles.narrowSort, !someWide && styles.narrowSortLarge)}>{sortMenu}</div>
      {table}
    </div>
  );
}
