/**
 * Maps drawn from their features (issue 23 §1): one panel per map (side by side when there is
 * room, one above the other at 360 px), each feature a rectangle styled by its kind with its
 * label, a compass 'N' and a legend of the kinds shown; on request a table of the features of
 * each map (one table per map): name, kind, position ('north-west') and what changed from the
 * other map.
 */
import { useId } from 'react';
import { useT } from '../../../../i18n/i18n.tsx';
import {
  compassPosition,
  mapChanges,
  mapLabel,
  MAP_KIND_STYLES,
  type MapVisual,
} from './visual-geometry.ts';
import { CELL, ChartSvg, DataDetails, DataRow, Legend } from './visual-frame.tsx';

/** One map's panel. */
function MapPanel({ map }: { map: MapVisual }) {
  const t = useT();
  const id = useId();
  const description = t('writing.visuals.describeMap', {
    title: map.title,
    n: map.features.length,
  });
  return (
    <figure className="min-w-0 flex-1">
      <figcaption lang="en" className="mb-1 text-sm font-semibold">
        {map.title}
      </figcaption>
      <ChartSvg
        id={id}
        title={map.title}
        description={description}
        viewBox="-2 -2 104 104"
        className="block w-full rounded-lg bg-lime-50 dark:bg-slate-950"
      >
        <rect
          x="-1"
          y="-1"
          width="102"
          height="102"
          fill="none"
          strokeWidth="0.6"
          className="stroke-slate-400 dark:stroke-slate-600"
        />
        {map.features.map((feature) => {
          const style = MAP_KIND_STYLES[feature.kind];
          const label = mapLabel(feature);
          return (
            <g key={`${feature.label}-${feature.x}-${feature.y}`}>
              <rect
                x={feature.x}
                y={feature.y}
                width={feature.w}
                height={feature.h}
                rx={style.round}
                strokeWidth="0.5"
                strokeDasharray={style.dash}
                className={style.shape}
              />
              <text
                lang="en"
                className="fill-slate-900 stroke-white font-semibold dark:fill-slate-50 dark:stroke-slate-950"
                fontSize={label.size}
                strokeWidth={label.size / 4}
                strokeLinejoin="round"
                paintOrder="stroke"
                textAnchor="middle"
                transform={label.rotate}
              >
                {label.lines.map((line, l) => (
                  <tspan key={l} x={label.x} y={label.y(l)}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
        <g transform="translate(93 9)" aria-hidden="true">
          <circle
            r="6"
            className="fill-white stroke-slate-600 dark:fill-slate-900 dark:stroke-slate-300"
            strokeWidth="0.5"
          />
          <path d="M0,-4.5 L2,1 L0,0 L-2,1 Z" className="fill-slate-800 dark:fill-slate-100" />
          <text
            y="4.6"
            textAnchor="middle"
            className="fill-slate-900 text-[3.6px] font-bold dark:fill-slate-50"
          >
            {t('writing.visuals.north')}
          </text>
        </g>
      </ChartSvg>
    </figure>
  );
}

/** Both maps (or one), their legend and their table. */
export function MapVisuals({ maps }: { maps: readonly MapVisual[] }) {
  const t = useT();
  const kinds = [...new Set(maps.flatMap((m) => m.features.map((f) => f.kind)))];
  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {maps.map((map) => (
          <MapPanel key={map.title} map={map} />
        ))}
      </div>
      <Legend>
        {kinds.map((kind) => (
          <li key={kind} className="flex items-center gap-1.5">
            <svg width="22" height="14" viewBox="0 0 22 14" aria-hidden="true">
              <rect
                x="1"
                y="1"
                width="20"
                height="12"
                rx={MAP_KIND_STYLES[kind].round}
                strokeWidth="1.2"
                strokeDasharray={MAP_KIND_STYLES[kind].dash ? '3 2' : undefined}
                className={MAP_KIND_STYLES[kind].shape}
              />
            </svg>
            <span>{t(`writing.visuals.kinds.${MAP_KIND_STYLES[kind].key}`)}</span>
          </li>
        ))}
      </Legend>
      <DataDetails>
        {maps.map((map, m) => {
          const changes = mapChanges(map, maps[m === 0 ? 1 : 0], m === 0);
          return (
            <table key={map.title} className="mt-2 min-w-full text-sm first:mt-0">
              <caption className="mb-1 text-left font-semibold" lang="en">
                {map.title}
              </caption>
              <thead>
                <tr>
                  {(['feature', 'kind', 'position', 'change'] as const).map((column) => (
                    <th key={column} scope="col" className={`${CELL} text-left`}>
                      {t(`writing.visuals.mapTable.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {map.features.map((feature, f) => (
                  <DataRow key={`${feature.label}-${f}`} label={feature.label} lang="en">
                    <td className={CELL}>
                      {t(`writing.visuals.kinds.${MAP_KIND_STYLES[feature.kind].key}`)}
                    </td>
                    <td className={CELL}>
                      {t(`writing.visuals.compass.${compassPosition(feature)}`)}
                    </td>
                    <td className={CELL}>{t(`writing.visuals.changes.${changes[f]!}`)}</td>
                  </DataRow>
                ))}
              </tbody>
            </table>
          );
        })}
      </DataDetails>
    </div>
  );
}
