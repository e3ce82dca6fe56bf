/** English messages: the notes under a Task 2 model (same keys as messages/vi/writing-guide.ts). */
import type { writingGuide as vi } from '../vi/writing-guide.ts';
import type { Translation } from '../types.ts';

export const writingGuide: Translation<typeof vi> = {
  heading: 'Learn from the model',
  outline: 'Outline',
  thesis: 'Thesis',
  thesisMarked: 'This sentence is highlighted and underlined in the model answer above.',
  contrast: 'Band 6 and band 8',
  contrastIntro: 'The same idea, written at two bands:',
  band: 'Band {band}',
  changes: 'What changes:',
  errors: 'Common mistakes',
  errorsIntro: 'Three mistakes Vietnamese learners often make on this topic:',
  wrong: 'Wrong',
  right: 'Right',
};
