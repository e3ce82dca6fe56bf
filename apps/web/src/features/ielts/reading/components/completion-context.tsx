/**
 * The text of a summary, notes, table, flow-chart or form group with its {{n}} gaps as answer
 * controls: a table's ' | ' lines as a real table (first line the header), a flow chart's lines
 * as boxes joined by arrows, notes' '•' lines as a list, a form's 'Label: value' lines as rows
 * (Listening), a summary as paragraphs. Gaps take typed words, or a letter from the word box
 * (summary-completion-box).
 */
import type { ReactNode } from 'react';
import { contextPieces, type QuestionGroupLike } from '../lib/questions.ts';
import { GapInput, OptionSelect } from './question-inputs.tsx';

function Line({ line, group }: { line: string; group: QuestionGroupLike }): ReactNode {
  return contextPieces(line).map((piece, i) =>
    'gap' in piece ? (
      group.type === 'summary-completion-box' ? (
        <OptionSelect key={i} number={piece.gap} options={group.options ?? []} />
      ) : (
        <GapInput key={i} number={piece.gap} />
      )
    ) : (
      <span key={i}>{piece.text}</span>
    ),
  );
}

function Table({ lines, group }: { lines: string[]; group: QuestionGroupLike }) {
  const [header, ...rows] = lines.map((line) => line.split(' | '));
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr>
            {(header ?? []).map((cell, i) => (
              <th
                key={i}
                scope="col"
                className="border border-slate-300 bg-slate-100 px-2 py-1.5 text-left font-semibold dark:border-slate-600 dark:bg-slate-800"
              >
                <Line line={cell} group={group} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, r) => (
            <tr key={r}>
              {cells.map((cell, i) => (
                <td
                  key={i}
                  className="border border-slate-300 px-2 py-1.5 align-top leading-loose dark:border-slate-600"
                >
                  <Line line={cell} group={group} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FlowChart({ lines, group }: { lines: string[]; group: QuestionGroupLike }) {
  return (
    <ol className="flex flex-col items-stretch">
      {lines.map((line, i) => (
        <li key={i} className="flex flex-col items-center">
          {i > 0 ? (
            <svg viewBox="0 0 24 24" className="my-1 h-5 w-5 text-slate-500" aria-hidden="true">
              <path d="M12 3v16m-6-6 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          ) : null}
          <div className="w-full rounded-lg border-2 border-slate-300 bg-white px-3 py-2 text-center leading-loose dark:border-slate-600 dark:bg-slate-800/60">
            <Line line={line} group={group} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function Notes({ lines, group }: { lines: string[]; group: QuestionGroupLike }) {
  return (
    <div className="space-y-1 leading-loose">
      {lines.map((line, i) => {
        const bullet = /^\s*[•\-–*]\s*/.exec(line);
        return bullet ? (
          <p key={i} className="flex gap-2 pl-3">
            <span aria-hidden="true">•</span>
            <span>
              <Line line={line.slice(bullet[0].length)} group={group} />
            </span>
          </p>
        ) : (
          <p key={i} className="pt-1 font-semibold">
            <Line line={line} group={group} />
          </p>
        );
      })}
    </div>
  );
}

/** A form's lines: 'Label: value' as two cells side by side from 640 px (a line without a label spans both). */
function Form({ lines, group }: { lines: string[]; group: QuestionGroupLike }) {
  return (
    <div className="grid gap-x-4 leading-loose sm:grid-cols-[minmax(8rem,max-content)_1fr] sm:items-baseline sm:gap-y-1">
      {lines.map((line, i) => {
        const colon = line.indexOf(': ');
        if (colon < 0 || line.slice(0, colon).includes('{{')) {
          return (
            <p key={i} className="sm:col-span-2">
              <Line line={line} group={group} />
            </p>
          );
        }
        return (
          <p key={i} className="contents">
            <span className="block pt-1 font-semibold text-slate-700 sm:pt-0 dark:text-slate-300">
              {line.slice(0, colon + 1)}
            </span>{' '}
            <span className="block">
              <Line line={line.slice(colon + 2)} group={group} />
            </span>
          </p>
        );
      })}
    </div>
  );
}

/** The group's `context` with its gaps. */
export function CompletionContext({ group }: { group: QuestionGroupLike }) {
  const lines = (group.context ?? '').split('\n').filter((line) => line.trim() !== '');
  const body =
    group.type === 'table-completion' ? (
      <Table lines={lines} group={group} />
    ) : group.type === 'flow-chart-completion' ? (
      <FlowChart lines={lines} group={group} />
    ) : group.type === 'note-completion' ? (
      <Notes lines={lines} group={group} />
    ) : group.type === 'form-completion' ? (
      <Form lines={lines} group={group} />
    ) : (
      <div className="space-y-2 leading-loose">
        {lines.map((line, i) => (
          <p key={i}>
            <Line line={line} group={group} />
          </p>
        ))}
      </div>
    );
  return (
    <div className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm sm:p-4 dark:border-slate-700 dark:bg-slate-900/60">
      {group.title ? <h4 className="mb-2 text-center font-bold">{group.title}</h4> : null}
      {body}
    </div>
  );
}
