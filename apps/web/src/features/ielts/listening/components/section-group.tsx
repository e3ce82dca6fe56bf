/**
 * One group of a Listening section, drawn by the Reading runner's QuestionGroup (same controls,
 * same context): a map or plan labelling task gets its map beside the letter buttons.
 */
import { memo } from 'react';
import { QuestionGroup } from '../../reading/components/question-group.tsx';
import type { ListeningGroup } from '../lib/listening-refs.ts';
import { MapFigure } from './map-figure.tsx';

/** A Listening group with the Reading runner's controls (and its map, for map labelling). */
export const SectionGroup = memo(function SectionGroup({ group }: { group: ListeningGroup }) {
  const figure =
    group.type === 'map-labelling' && group.map ? (
      <MapFigure svg={group.map} title={group.title} />
    ) : undefined;
  return <QuestionGroup group={group} figure={figure} />;
});
