import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StackedTable } from './StackedTable';

const dishes = [
  { id: 1, name: 'Kofta', price: '12.50' },
  { id: 2, name: 'Falafel', price: '6.00' },
];

function renderTable() {
  return render(
    <MantineProvider>
      <StackedTable
        rows={dishes}
        rowKey={(d) => d.id}
        rowProps={(d) => ({ 'data-dish': d.name })}
        columns={[
          { label: 'Name', primary: true, cell: (d) => d.name },
          { label: 'Price', cell: (d) => `$${d.price}` },
        ]}
      />
    </MantineProvider>,
  );
}

describe('StackedTable', () => {
  it('renders one header per column and one row per item with its cells in column order', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Price']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((tr) => tr.getAttribute('data-dish'))).toEqual(['Kofta', 'Falafel']);
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells.map((td) => td.lastElementChild?.textContent)).toEqual(['Kofta', '$12.50']);
  });

  it('gives every cell the label a phone shows beside its value, and marks the title cell', () => {
    renderTable();
    const [name, price] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(name!.firstElementChild?.textContent).toBe('Name');
    expect(name!.hasAttribute('data-primary')).toBe(true);
    expect(price!.firstElementChild?.textContent).toBe('Price');
    expect(price!.hasAttribute('data-primary')).toBe(false);
  });
});
