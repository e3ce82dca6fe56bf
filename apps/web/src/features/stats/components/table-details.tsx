/** A chart's table alternative: a <details> whose summary opens a table (headers, then rows). */
import { useT } from '../../../i18n/i18n.tsx';

export function TableDetails({
  caption,
  headers,
  rows,
  testId,
}: {
  caption: string;
  headers: string[];
  /** Each row's cells, its first cell a row header. */
  rows: { key: string; cells: string[] }[];
  testId: string;
}) {
  const t = useT();
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-semibold text-blue-700 hover:underline dark:text-blue-300">
        {t('stats.table.show')}
      </summary>
      <div className="mt-2 max-h-80 overflow-y-auto">
        <table className="w-full text-left text-sm tabular-nums" data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              {headers.map((header) => (
                <th key={header} scope="col" className="py-1 pr-3 font-semibold">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100 dark:border-slate-800">
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="py-1 pr-3 font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="py-1 pr-3">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
