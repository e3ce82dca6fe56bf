/**
 * The visuals of a Task 1 test (issue 23 §1), drawn from their data: one figure per chart, pie,
 * table or process; a map comparison's two maps in one figure.
 */
import type { Visual } from '@app/content/ielts/schema';
import { MapVisuals } from './map-visual.tsx';
import { PieChart } from './pie-chart.tsx';
import { ProcessDiagram } from './process-diagram.tsx';
import { SeriesChart } from './series-chart.tsx';
import { TableView } from './table-visual.tsx';
import type { MapVisual } from './visual-geometry.ts';
import { VisualFigure } from './visual-frame.tsx';

/** Every visual of a test, in order. */
export function Task1Visuals({ visuals }: { visuals: readonly Visual[] }) {
  const maps = visuals.filter((v): v is MapVisual => v.kind === 'map');
  return (
    <div className="space-y-3" data-testid="task1-visuals">
      {visuals.map((visual, i) => {
        if (visual.kind === 'map') {
          return i === visuals.indexOf(maps[0]!) ? (
            <div
              key="maps"
              className="rounded-xl border border-slate-200 bg-white p-2 sm:p-3 dark:border-slate-700 dark:bg-slate-900"
              data-testid="task1-visual"
            >
              <MapVisuals maps={maps} />
            </div>
          ) : null;
        }
        return (
          <VisualFigure key={visual.title} title={visual.title}>
            {visual.kind === 'line' || visual.kind === 'bar' ? (
              <SeriesChart visual={visual} />
            ) : null}
            {visual.kind === 'pie' ? <PieChart visual={visual} /> : null}
            {visual.kind === 'table' ? <TableView visual={visual} /> : null}
            {visual.kind === 'process' ? <ProcessDiagram visual={visual} /> : null}
          </VisualFigure>
        );
      })}
    </div>
  );
}
