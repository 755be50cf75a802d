import { Table, type TableProps, type TableTdProps, type TableTrProps } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import classes from './StackedTable.module.css';

export interface StackedColumn<T> {
  /** The column header on wide screens and the label beside each value on phones. */
  label: string;
  cell: (row: T) => ReactNode;
  /** The row's title: first on a phone's block, full width and without its label. */
  primary?: boolean;
  /** Props of every cell of the column (weight, alignment). */
  tdProps?: Omit<TableTdProps, 'children'>;
}

export interface StackedTableProps<T> extends Omit<TableProps, 'data' | 'children'> {
  columns: StackedColumn<T>[];
  rows: T[];
  rowKey: (row: T) => Key;
  /** Attributes of a row, such as a data-* hook for tests or a highlight. */
  rowProps?: (row: T) => Omit<TableTrProps, 'children'> & Record<`data-${string}`, string | number | undefined>;
}

/**
 * A management table that becomes labelled stacked rows on phones (UI.md Dashboards), so a dashboard never
 * shows one column of a table that scrolls sideways with no hint.
 */
export function StackedTable<T>({ columns, rows, rowKey, rowProps, className, ...tableProps }: StackedTableProps<T>) {
  return (
    <Table {...tableProps} className={[classes.table, className].filter(Boolean).join(' ')}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.label}>{column.label}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((column) => (
              <Table.Td key={column.label} {...column.tdProps} data-primary={column.primary || undefined}>
                <span className={classes.label}>{column.label}</span>
                <div className={classes.value}>{column.cell(row)}</div>
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
