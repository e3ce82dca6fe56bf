/**
 * Pure helpers of the Task 1 visuals (issue 23 §1): the styles that tell series apart (colour,
 * and without colour: marker shape, dash, bar pattern), where a map feature lies ("north-west")
 * and what changed between two maps, and a map's labels. The chart layout rules (axis, titles,
 * category labels, how many series a chart can tell apart) are the domain's task1-chart.ts.
 */
import type { Visual } from '@app/content/ielts/schema';
import { wrapLabel } from '@app/domain';

export type SeriesVisual = Extract<Visual, { kind: 'line' | 'bar' }>;
export type PieVisual = Extract<Visual, { kind: 'pie' }>;
export type TableVisual = Extract<Visual, { kind: 'table' }>;
export type ProcessVisual = Extract<Visual, { kind: 'process' }>;
export type MapVisual = Extract<Visual, { kind: 'map' }>;
export type MapFeature = MapVisual['features'][number];

/**
 * The series styles, as many as a chart can have series or slices (CHART_STYLE_COUNT, issue 34
 * §11: a pie's sixth slice took the first slice's colour): colour classes (light and dark, 3:1
 * or more against the card), the marker shape, the dash of the line and the pattern of the bar
 * or slice, so no two series differ by colour only, and no two share a colour.
 */
export const SERIES_STYLES = [
  {
    stroke: 'stroke-blue-700 dark:stroke-blue-300',
    fill: 'fill-blue-700 dark:fill-blue-300',
    marker: 'circle',
    dash: undefined,
    pattern: 'solid',
  },
  {
    stroke: 'stroke-orange-700 dark:stroke-orange-300',
    fill: 'fill-orange-700 dark:fill-orange-300',
    marker: 'square',
    dash: '7 4',
    pattern: 'stripes',
  },
  {
    stroke: 'stroke-emerald-700 dark:stroke-emerald-300',
    fill: 'fill-emerald-700 dark:fill-emerald-300',
    marker: 'triangle',
    dash: '2 3',
    pattern: 'dots',
  },
  {
    stroke: 'stroke-fuchsia-700 dark:stroke-fuchsia-300',
    fill: 'fill-fuchsia-700 dark:fill-fuchsia-300',
    marker: 'diamond',
    dash: '10 3 2 3',
    pattern: 'cross',
  },
  {
    stroke: 'stroke-slate-700 dark:stroke-slate-200',
    fill: 'fill-slate-700 dark:fill-slate-200',
    marker: 'cross',
    dash: '4 2',
    pattern: 'horizontal',
  },
  {
    stroke: 'stroke-lime-700 dark:stroke-lime-300',
    fill: 'fill-lime-700 dark:fill-lime-300',
    marker: 'triangle-down',
    dash: '12 4',
    pattern: 'vertical',
  },
  {
    stroke: 'stroke-rose-700 dark:stroke-rose-300',
    fill: 'fill-rose-700 dark:fill-rose-300',
    marker: 'plus',
    dash: '1 3',
    pattern: 'back-stripes',
  },
  {
    stroke: 'stroke-cyan-700 dark:stroke-cyan-300',
    fill: 'fill-cyan-700 dark:fill-cyan-300',
    marker: 'ring',
    dash: '6 2 6 6',
    pattern: 'grid',
  },
] as const;
export type SeriesStyle = (typeof SERIES_STYLES)[number];

/**
 * The style of series or slice `index` of one chart. The content's charts have at most
 * CHART_STYLE_COUNT (content tests); past it the styles would repeat.
 */
export function seriesStyle(index: number): SeriesStyle {
  return SERIES_STYLES[index % SERIES_STYLES.length]!;
}

/** The compass position of a map feature's centre on the 100 × 100 grid (north up). */
export type Compass =
  | 'north'
  | 'north-east'
  | 'east'
  | 'south-east'
  | 'south'
  | 'south-west'
  | 'west'
  | 'north-west'
  | 'centre';

/** Where `feature` lies: its centre in thirds of the map (e.g. 'north-west', 'centre'). */
export function compassPosition(feature: Pick<MapFeature, 'x' | 'y' | 'w' | 'h'>): Compass {
  const cx = feature.x + feature.w / 2;
  const cy = feature.y + feature.h / 2;
  const ns = cy < 100 / 3 ? 'north' : cy > 200 / 3 ? 'south' : '';
  const ew = cx < 100 / 3 ? 'west' : cx > 200 / 3 ? 'east' : '';
  if (ns && ew) return `${ns}-${ew}` as Compass;
  return (ns || ew || 'centre') as Compass;
}

/** What happened to a feature between two maps. */
export type MapChange = 'unchanged' | 'new' | 'removed' | 'changed';

/**
 * The change of each feature of `map` compared with `other` (matched by label): absent from the
 * other map → 'removed' when `map` is the first, 'new' when it is the second; another place or
 * size or kind → 'changed'; otherwise 'unchanged'. Without another map, every one is unchanged.
 */
export function mapChanges(
  map: MapVisual,
  other: MapVisual | undefined,
  isFirst: boolean,
): MapChange[] {
  return map.features.map((feature) => {
    if (!other) return 'unchanged';
    const twin = other.features.find((f) => f.label === feature.label);
    if (!twin) return isFirst ? 'removed' : 'new';
    const same =
      twin.kind === feature.kind &&
      twin.x === feature.x &&
      twin.y === feature.y &&
      twin.w === feature.w &&
      twin.h === feature.h;
    return same ? 'unchanged' : 'changed';
  });
}

/** Largest and smallest font size of a map label, in map units (the map is 100 units wide). */
const MAP_LABEL_MAX = 3.4;
const MAP_LABEL_MIN = 2.4;
/** A label's average character width as a share of its font size (DejaVu Sans semibold). */
const CHAR_WIDTH = 0.6;

/** Where and how a map feature's label is drawn. */
export interface MapLabel {
  lines: string[];
  /** Font size in map units. */
  size: number;
  x: number;
  /** Baseline of line `l`. */
  y: (l: number) => number;
  /** An SVG transform: a long thin feature (a road, a path) is labelled along its length. */
  rotate: string | undefined;
}

/**
 * A feature's label: along a feature at least three times taller than wide (roads and paths
 * running north-south), across otherwise; wrapped to the feature's width and shrunk to fit it,
 * down to MAP_LABEL_MIN (a longer word may then overhang its rectangle, drawn over a halo).
 */
export function mapLabel(feature: Pick<MapFeature, 'label' | 'x' | 'y' | 'w' | 'h'>): MapLabel {
  const cx = feature.x + feature.w / 2;
  const cy = feature.y + feature.h / 2;
  const along = feature.h >= feature.w * 3;
  const room = (along ? feature.h : feature.w) - 1;
  const lines = along
    ? [feature.label]
    : wrapLabel(feature.label, Math.max(6, Math.floor(room / (MAP_LABEL_MAX * CHAR_WIDTH))));
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(MAP_LABEL_MAX, Math.max(MAP_LABEL_MIN, room / (longest * CHAR_WIDTH)));
  const lineHeight = size * 1.1;
  const first = cy + size * 0.35 - ((lines.length - 1) * lineHeight) / 2;
  return {
    lines,
    size: Math.round(size * 100) / 100,
    x: cx,
    y: (l) => first + l * lineHeight,
    rotate: along ? `rotate(-90 ${cx} ${cy})` : undefined,
  };
}

/**
 * How each kind of map feature is drawn (fill and outline in light and dark, AA for the dark or
 * light label drawn on it; rounded corners or a dashed edge) and its catalogue key.
 */
export const MAP_KIND_STYLES: Record<
  MapFeature['kind'],
  {
    shape: string;
    round: number;
    dash?: string;
    key: 'building' | 'road' | 'path' | 'water' | 'park' | 'trees' | 'field' | 'carPark' | 'sports';
  }
> = {
  building: {
    shape: 'fill-stone-300 stroke-stone-700 dark:fill-stone-600 dark:stroke-stone-300',
    round: 0.5,
    key: 'building',
  },
  road: {
    shape: 'fill-zinc-300 stroke-zinc-600 dark:fill-zinc-600 dark:stroke-zinc-300',
    round: 0,
    key: 'road',
  },
  path: {
    shape: 'fill-amber-100 stroke-amber-800 dark:fill-amber-900 dark:stroke-amber-300',
    round: 0,
    dash: '1.5 1',
    key: 'path',
  },
  water: {
    shape: 'fill-sky-200 stroke-sky-700 dark:fill-sky-900 dark:stroke-sky-300',
    round: 3,
    key: 'water',
  },
  park: {
    shape: 'fill-green-200 stroke-green-700 dark:fill-green-900 dark:stroke-green-300',
    round: 2,
    key: 'park',
  },
  trees: {
    shape: 'fill-emerald-300 stroke-emerald-800 dark:fill-emerald-800 dark:stroke-emerald-300',
    round: 4,
    key: 'trees',
  },
  field: {
    shape: 'fill-yellow-100 stroke-yellow-700 dark:fill-yellow-900 dark:stroke-yellow-300',
    round: 0,
    dash: '3 1.5',
    key: 'field',
  },
  'car-park': {
    shape: 'fill-slate-200 stroke-slate-600 dark:fill-slate-700 dark:stroke-slate-300',
    round: 0.5,
    dash: '0.8 0.8',
    key: 'carPark',
  },
  sports: {
    shape: 'fill-teal-200 stroke-teal-700 dark:fill-teal-900 dark:stroke-teal-300',
    round: 1,
    key: 'sports',
  },
};
