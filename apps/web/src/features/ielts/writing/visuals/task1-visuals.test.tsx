import { writingTask1TestSchema, type Visual } from '@app/content/ielts/schema';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../../i18n/catalogues.ts';
import { withLanguage } from '../../../../test/providers.tsx';
import { Task1Guide } from '../task1-guide.tsx';
import fixture from '../../../../../test/fixtures/task1-pie-table.json';
import { Task1Visuals } from './task1-visuals.tsx';
import { compassPosition, mapChanges, mapLabel } from './visual-geometry.ts';

const test = writingTask1TestSchema.parse(fixture);

const line: Visual = {
  kind: 'line',
  title: 'Commuters by mode of transport',
  xLabel: 'Year',
  yLabel: 'Percentage of commuters',
  unit: '%',
  categories: ['2000', '2010', '2020'],
  series: [
    { name: 'Car', values: [38, 49, 41] },
    { name: 'Bus', values: [35, 24, 18] },
  ],
};
const bar: Visual = { ...line, kind: 'bar', title: 'Commuters as a bar chart' };
const process: Visual = {
  kind: 'process',
  title: 'How glass bottles are recycled',
  cyclic: true,
  stages: [
    { label: 'Bottles collected' },
    { label: 'Sorted by colour', detail: 'clear, green, brown' },
    { label: 'Crushed' },
    { label: 'Melted' },
    { label: 'New bottles made' },
  ],
};
const mapThen: Visual = {
  kind: 'map',
  title: 'Riverside in 1995',
  features: [
    { label: 'Farmland', kind: 'field', x: 0, y: 0, w: 30, h: 30 },
    { label: 'River', kind: 'water', x: 0, y: 80, w: 100, h: 20 },
    { label: 'Main Road', kind: 'road', x: 45, y: 0, w: 10, h: 80 },
  ],
};
const mapNow: Visual = {
  kind: 'map',
  title: 'Riverside today',
  features: [
    { label: 'Housing estate', kind: 'building', x: 0, y: 0, w: 30, h: 30 },
    { label: 'River', kind: 'water', x: 0, y: 80, w: 100, h: 20 },
    { label: 'Main Road', kind: 'road', x: 45, y: 0, w: 14, h: 80 },
  ],
};

beforeAll(async () => {
  // jsdom has no layout: the charts draw at their smallest width
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  await loadMessages('en');
});

const openData = (figure: HTMLElement) => {
  const details = within(figure).getByTestId('task1-data');
  fireEvent.click(within(details).getByText(/Xem dạng|Show as/));
  return details;
};

describe('Task 1 visuals', () => {
  it('draw a line and a bar chart as titled SVG images with their data as a table', () => {
    render(<Task1Visuals visuals={[line, bar]} />, { wrapper: withLanguage('vi') });
    const images = screen.getAllByRole('img', { name: /Commuters/ });
    expect(images).toHaveLength(2);
    expect(images[0]!.tagName.toLowerCase()).toBe('svg');
    expect(images[0]!.querySelector('title')?.textContent).toBe('Commuters by mode of transport');
    expect(images[0]!.querySelector('desc')?.textContent).toContain('Biểu đồ đường gồm 2 chuỗi');
    const [first] = screen.getAllByTestId('task1-visual');
    const details = openData(first!);
    const table = within(details).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Year', 'Car', 'Bus']);
    expect(within(table).getByRole('rowheader', { name: '2010' }).parentElement?.textContent).toBe(
      '20104924',
    );
    // the legend names each series beside its own mark
    expect(within(first!).getByRole('list', { name: 'Chú thích' }).textContent).toBe('CarBus');
  });

  it('draw a pie chart with percentages and show a table as a real table (fixture test)', () => {
    render(<Task1Visuals visuals={test.visuals} />, { wrapper: withLanguage('en') });
    const pie = screen.getByRole('img', { name: /Household spending by category/ });
    expect(pie.textContent).toContain('35%');
    const [pieFigure, tableFigure] = screen.getAllByTestId('task1-visual');
    const rows = within(openData(pieFigure!)).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'PartShare',
      'Housing35%',
      'Food25%',
      'Transport15%',
      'Leisure12.5%',
      'Other12.5%',
    ]);
    const table = within(tableFigure!).getByRole('table');
    expect(
      within(table).getByRole('rowheader', { name: 'Ready meals' }).parentElement?.textContent,
    ).toBe('Ready meals121,250');
  });

  it('draw a process as numbered stages with its steps as an ordered list', () => {
    render(<Task1Visuals visuals={[process]} />, { wrapper: withLanguage('en') });
    const image = screen.getByRole('img', { name: /How glass bottles are recycled/ });
    expect(image.querySelector('desc')?.textContent).toBe(
      'Process diagram of 5 stages, repeating as a cycle, from “Bottles collected” to “New bottles made”.',
    );
    const details = openData(screen.getByTestId('task1-visual'));
    const items = within(details).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Bottles collected',
      'Sorted by colour — clear, green, brown',
      'Crushed',
      'Melted',
      'New bottles made',
    ]);
    expect(details.textContent).toContain('returns to stage 1');
  });

  it('draw two maps with a compass and a table of features, positions and changes', () => {
    render(<Task1Visuals visuals={[mapThen, mapNow]} />, { wrapper: withLanguage('en') });
    const maps = screen.getAllByRole('img', { name: /Riverside/ });
    expect(maps).toHaveLength(2);
    expect(maps[0]!.textContent).toContain('N');
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toBe('FieldWaterRoadBuilding');
    const tables = within(openData(screen.getByTestId('task1-visual'))).getAllByRole('table');
    const rows = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent);
    expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual([
      'Riverside in 1995',
      'Riverside today',
    ]);
    expect(rows(tables[0]!)).toEqual([
      'FeatureKindPositionChange',
      'FarmlandFieldnorth-westRemoved',
      'RiverWatersouthUnchanged',
      'Main RoadRoadcentreMoved or resized',
    ]);
    expect(rows(tables[1]!)).toEqual([
      'FeatureKindPositionChange',
      'Housing estateBuildingnorth-westNew',
      'RiverWatersouthUnchanged',
      'Main RoadRoadcentreMoved or resized',
    ]);
  });
});

describe('the Task 1 guide', () => {
  it('shows the outline, the overview quote, the grouping and three errors', () => {
    render(<Task1Guide guide={test.modelGuide} />, { wrapper: withLanguage('vi') });
    fireEvent.click(screen.getByText('Cách bài mẫu được xây dựng'));
    expect(screen.getByTestId('guide-overview').textContent).toBe(test.modelGuide.overview.quote);
    expect(screen.getAllByTestId('guide-error')).toHaveLength(3);
    expect(screen.getByText('Mở bài thử nghiệm.')).toBeTruthy();
  });
});

describe('visual geometry', () => {
  it('places features by compass thirds and finds changes by label', () => {
    expect(compassPosition({ x: 70, y: 0, w: 30, h: 20 })).toBe('north-east');
    expect(compassPosition({ x: 40, y: 40, w: 20, h: 20 })).toBe('centre');
    expect(mapChanges(mapThen as never, mapNow as never, true)).toEqual([
      'removed',
      'unchanged',
      'changed',
    ]);
  });
  it('labels a road along its length, and shrinks a long label to its feature', () => {
    const road = mapLabel({ label: 'Main road', x: 45, y: 0, w: 4, h: 100 });
    expect(road).toMatchObject({ lines: ['Main road'], size: 3.4, rotate: 'rotate(-90 47 50)' });
    const shop = mapLabel({ label: 'Shop', x: 51, y: 53, w: 11, h: 8 });
    expect(shop).toMatchObject({ lines: ['Shop'], size: 3.4, rotate: undefined, x: 56.5 });
    const market = mapLabel({ label: 'Supermarket', x: 51, y: 53, w: 20, h: 9 });
    expect(market.size).toBeCloseTo(19 / (11 * 0.6), 1);
    const tiny = mapLabel({ label: 'Seafood restaurants', x: 0, y: 0, w: 8, h: 8 });
    expect(tiny.lines).toEqual(['Seafood', 'restaurants']);
    expect(tiny.size).toBe(2.4);
    expect(tiny.y(1) - tiny.y(0)).toBeCloseTo(2.64, 5);
  });
});

describe('Task 1 charts drawn whole (issue 34 §11)', () => {
  const years = ['2012', '2014', '2016', '2018', '2020', '2022'];
  const payments: Visual = {
    kind: 'line',
    title: 'Share of everyday purchases by payment method',
    xLabel: 'Year',
    yLabel: 'Percentage of purchases',
    unit: '%',
    categories: years,
    series: [
      { name: 'Cash', values: [62, 58, 52, 43, 30, 15] },
      { name: 'Mobile phone', values: [3, 4, 6, 11, 22, 40] },
    ],
  };
  const journeys: Visual = {
    kind: 'bar',
    title: 'Journeys made in a city by means of transport',
    xLabel: 'Means of transport',
    yLabel: 'Journeys per year (millions)',
    unit: 'million journeys',
    categories: ['Car', 'Bus', 'Metro', 'Bicycle', 'Walking'],
    series: [{ name: '2005', values: [410, 220, 0, 60, 170] }],
  };
  const waste: Visual = {
    kind: 'pie',
    title: 'Household waste in one city by type, 2022 (%)',
    slices: [
      { label: 'Food and garden waste', value: 38 },
      { label: 'Paper and cardboard', value: 22 },
      { label: 'Plastic', value: 17 },
      { label: 'Glass', value: 9 },
      { label: 'Other', value: 8 },
      { label: 'Metal', value: 6 },
    ],
  };

  it('labels every category at the narrowest width, 2016 included', () => {
    render(<Task1Visuals visuals={[payments]} />, { wrapper: withLanguage('en') });
    const svg = screen.getByRole('img', { name: /Share of everyday purchases/ });
    const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    for (const year of years) expect(texts, year).toContain(year);
  });

  it('names the unit of the value axis once', () => {
    render(<Task1Visuals visuals={[payments, journeys]} />, { wrapper: withLanguage('en') });
    const [line, bar] = screen.getAllByRole('img');
    expect(line!.textContent).toContain('Percentage of purchases (%)');
    expect(bar!.textContent).toContain('Journeys per year (millions)');
    expect(bar!.textContent).not.toContain('(million journeys)');
  });

  it('fills each pie slice with a colour and pattern of its own', () => {
    render(<Task1Visuals visuals={[waste]} />, { wrapper: withLanguage('en') });
    const svg = screen.getByRole('img', { name: /Household waste/ });
    const looks = [...svg.querySelectorAll('path[fill^="url("]')].map((slice) => {
      const id = /url\(#(.+)\)/.exec(slice.getAttribute('fill')!)![1]!;
      const pattern = svg.querySelector(`[id="${id}"]`)!;
      return pattern.lastElementChild!.getAttribute('class');
    });
    expect(looks).toHaveLength(6);
    expect(new Set(looks).size).toBe(6);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem')).toHaveLength(6);
  });
});
