/** English messages: Academic Writing Task 1 (same keys as messages/vi/writing-task1.ts). */
import type { writingTask1 as viTask1, writingVisuals as viVisuals } from '../vi/writing-task1.ts';
import type { Translation } from '../types.ts';

export const writingVisuals: Translation<typeof viVisuals> = {
  showTable: 'Show as a table',
  showList: 'Show as a list',
  legend: 'Legend',
  describeSeries:
    '{kind, select, line {Line graph} other {Bar chart}} of {n, plural, one {# series} other {# series}} ({names}) by {axis}, from {from} to {to}; vertical axis: {yLabel}.',
  describePie: 'Pie chart of {n} parts: {parts}.',
  describeProcess:
    'Process diagram of {n} stages{cyclic, select, yes {, repeating as a cycle} other {}}, from “{first}” to “{last}”.',
  describeMap: 'Map “{title}” with {n} features; north is at the top.',
  cycleNote: 'After the last stage, the process returns to stage 1.',
  part: 'Part',
  share: 'Share',
  north: 'N',
  mapTable: {
    feature: 'Feature',
    kind: 'Kind',
    position: 'Position',
    change: 'Change',
  },
  kinds: {
    building: 'Building',
    road: 'Road',
    path: 'Footpath',
    water: 'Water',
    park: 'Park',
    trees: 'Trees',
    field: 'Field',
    carPark: 'Car park',
    sports: 'Sports ground',
  },
  compass: {
    north: 'north',
    'north-east': 'north-east',
    east: 'east',
    'south-east': 'south-east',
    south: 'south',
    'south-west': 'south-west',
    west: 'west',
    'north-west': 'north-west',
    centre: 'centre',
  },
  changes: {
    unchanged: 'Unchanged',
    new: 'New',
    removed: 'Removed',
    changed: 'Moved or resized',
  },
};

export const writingTask1: Translation<typeof viTask1> = {
  prompt: {
    heading: 'Writing Task 1',
    time: 'You should spend about {minutes} minutes on this task.',
    minimum: 'Write at least {minWords} words.',
  },
  guide: {
    heading: 'How the model answer is built',
    outline: 'Outline',
    overview: 'The overview sentence',
    grouping: 'How the data is grouped',
    errors: 'Three common errors',
    wrong: 'Wrong',
    right: 'Right',
  },
};
