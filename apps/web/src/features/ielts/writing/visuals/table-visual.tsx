/**
 * A Task 1 table (issue 23 §1): the data is already a table, so it is shown as a real <table>
 * (its own alternative), scrolling sideways when it is wider than the screen.
 */
import { useIntl } from '../../../../i18n/i18n.tsx';
import type { TableVisual } from './visual-geometry.ts';

/** The table of `visual`. */
export function TableView({ visual }: { visual: TableVisual }) {
  const intl = useIntl();
  return (
    <div className="overflow-x-auto" data-testid="task1-table">
      <table className="min-w-full text-sm">
        <caption className="mb-2 text-left text-slate-700 dark:text-slate-300" lang="en">
          {`(${visual.unit})`}
        </caption>
        <thead>
          <tr className="bg-slate-100 dark:bg-slate-800">
            <th scope="col" className="px-2 py-1.5" />
            {visual.columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-1.5 text-right" lang="en">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {visual.rows.map((row) => (
            <tr key={row.label} className="border-t border-slate-200 dark:border-slate-700">
              <th scope="row" className="px-2 py-1.5 text-left font-medium" lang="en">
                {row.label}
              </th>
              {visual.columns.map((column, i) => (
                <td key={column} className="px-2 py-1.5 text-right tabular-nums">
                  {intl.formatNumber(row.values[i] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
