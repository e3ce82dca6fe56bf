/** English messages: the grammar and language feedback (same keys as messages/vi/writing-grammar.ts). */
import type { writingGrammar as vi } from '../vi/writing-grammar.ts';
import type { Translation } from '../types.ts';

export const writingGrammar: Translation<typeof vi> = {
  heading: 'Grammar and language',
  source: {
    languagetool: 'Checked by LanguageTool',
    offline: 'Offline check',
  },
  sourceNote: {
    languagetool:
      'LanguageTool is an open-source grammar checker run by your school; its comments are in English.',
    offline:
      'Simple rules run on the server (a/an, repeated words, contractions, long sentences, spelling): they cannot find every grammar mistake.',
  },
  fallback: 'LanguageTool could not check your essay just now, so it was checked offline.',
  groups: {
    grammar: 'Grammar',
    spelling: 'Spelling',
    punctuation: 'Punctuation',
    style: 'Style',
  },
  countsHeading: 'Issues per 100 words',
  perHundred: '{count, number} per 100 words',
  groupCount: '{count, plural, one {# issue} other {# issues}}',
  passive: 'Passive voice: {share, number}% of sentences',
  passiveNote:
    'Estimated from the pattern “be + past participle” (is made, was built). Academic writing uses the passive in moderation; too many passive sentences make an essay hard to read.',
  none: 'No issues found.',
  legend: 'Underlines:',
  essayHint: 'Select an underlined part (or use the Tab key) to see the comment and suggestions.',
  matchLabel: '{group}: {text}',
  detailHeading: 'Comment',
  suggestions: 'Suggestions:',
  noSuggestions: 'No suggested correction.',
  englishNote: '(LanguageTool’s comment, in English)',
  rules: {
    OFFLINE_ARTICLE:
      'Use “{suggestion}” instead of “{text}”: choose a or an by the first sound of the next word (an hour, a university).',
    OFFLINE_REPEATED_WORD: 'A word is written twice in a row: “{text}”.',
    OFFLINE_CONTRACTION:
      'The contraction “{text}” is informal for academic writing: write it in full.',
    OFFLINE_LONG_SENTENCE:
      'This sentence has {words} words (more than 35): split it in two so it is easier to follow.',
    OFFLINE_SPELLING: '“{text}” is in neither the British nor the American spelling dictionary.',
    other: 'There may be a problem here.',
  },
};
