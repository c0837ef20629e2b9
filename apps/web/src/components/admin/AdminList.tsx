import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { AdminTable } from './AdminTable.tsx';
import { ListStates, type ListStatesProps } from './ListStates.tsx';
import { RowActions, type RowAction } from './RowActions.tsx';

export interface Column<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Classes after the cell's padding (default: grey text; a row header: medium weight). */
  className?: string;
  /** The row's heading cell (th scope="row"). */
  rowHeader?: boolean;
}

export interface AdminListProps<D, Row> extends Omit<ListStatesProps<D>, 'children' | 'isEmpty'> {
  rows: (data: D) => readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly Column<Row>[];
  /** The Actions column, last. */
  actions?: readonly RowAction<Row>[];
  /** A Tailwind min-width class: wide tables scroll sideways on phones. */
  minWidth: string;
  caption?: string;
  rowClassName?: (row: Row, index: number) => string | undefined;
  /** The cells' padding. */
  cellPadding?: string;
}

/**
 * An admin list screen's body: the fetch's states (ListStates), a table drawn from its columns, the row actions
 * and their confirmations.
 */
export function AdminList<D, Row>({
  rows,
  rowKey,
  columns,
  actions = [],
  minWidth,
  caption,
  rowClassName,
  cellPadding = 'px-3 py-2',
  ...states
}: AdminListProps<D, Row>) {
  const [asking, setAsking] = useState<{ index: number; row: Row } | null>(null);
  const confirm = asking ? actions[asking.index]?.confirm : undefined;
  const headers = columns.map((column) => column.header);

  return (
    <>
      <ListStates {...states} isEmpty={(data) => rows(data).length === 0}>
        {(data) => (
          <AdminTable
            columns={actions.length > 0 ? [...headers, 'Actions'] : headers}
            minWidth={minWidth}
            caption={caption}
          >
            {rows(data).map((row, index) => (
              <tr key={rowKey(row)} className={rowClassName?.(row, index)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th
                      key={column.header}
                      scope="row"
                      className={`${cellPadding} text-left ${column.className ?? 'font-medium'}`}
                    >
                      {column.cell(row, index)}
                    </th>
                  ) : (
                    <td key={column.header} className={`${cellPadding} ${column.className ?? 'text-slate-700'}`}>
                      {column.cell(row, index)}
                    </td>
                  ),
                )}
                {actions.length > 0 && (
                  <td className="px-3 py-1">
                    <RowActions row={row} actions={actions} onAsk={(at) => setAsking({ index: at, row })} />
                  </td>
                )}
              </tr>
            ))}
          </AdminTable>
        )}
      </ListStates>
      {actions.map(
        (action, index) =>
          action.confirm && (
            <ConfirmDialog
              key={index}
              open={confirm !== undefined && asking?.index === index}
              title={action.confirm.title}
              confirmLabel={action.confirm.confirmLabel}
              busyLabel={action.confirm.busyLabel}
              busy={action.confirm.busy}
              error={action.confirm.error}
              danger={action.confirm.danger}
              onConfirm={() => asking && action.confirm?.run(asking.row, () => setAsking(null))}
              onCancel={() => setAsking(null)}
            >
              {asking?.index === index && action.confirm.body(asking.row)}
            </ConfirmDialog>
          ),
      )}
    </>
  );
}
