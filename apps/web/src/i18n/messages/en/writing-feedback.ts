/** English messages: the automatic Writing feedback (same keys as messages/vi/writing-feedback.ts). */
import type { writingFeedback as vi } from '../vi/writing-feedback.ts';
import type { Translation } from '../types.ts';

const times = '{count, plural, one {# time} other {# times}}';

export const writingFeedback: Translation<typeof vi> = {
  heading: 'Automatic feedback',
  verdicts: { good: 'Good', fair: 'Fair', improve: 'Needs work' },
  disclaimer:
    "This is automatic feedback on the measurable features of your essay (word count, paragraphs, linking words, vocabulary, sentence length, spelling), not an IELTS examiner's band score: a machine cannot judge content, argument or grammatical accuracy as an examiner does.",
  disclaimerTask1:
    "This is automatic feedback on measurable features of the answer (word count, overview, figures cited, comparisons, verb tense, spelling), not an IELTS examiner's band score: a machine cannot judge the accuracy of the description as an examiner does.",
  items: {
    task1WordCount: {
      title: 'Word count',
      explanation:
        'Task 1 asks for at least {minWords} words: a shorter answer loses marks under Task Achievement. Spend about {minutes} minutes on Task 1 to leave time for Task 2.',
    },
    overview: {
      title: 'Overview',
      explanation:
        'Task Achievement asks for an overview of the main trends or features; without one, an answer rarely goes above band 5 on this criterion.',
    },
    keyFigures: {
      title: 'Key figures',
      explanation:
        'Select and cite the important figures (highest, lowest, first and last) to support the trends instead of listing every number. 45%, 45 per cent, 1,200 and approximations after about or around are all recognised.',
    },
    comparison: {
      title: 'Comparisons',
      explanation:
        'The task says “make comparisons where relevant”: comparing groups (higher than, whereas, twice as…) shows you understand the data rather than copying it.',
    },
    tense: {
      title: 'Verb tense',
      explanation:
        'The tense must match the time of the data: past simple for past years, will or is expected to for projections, present simple (often passive) for a process. Only the verbs usual in data description are counted, so some may be missed.',
    },
    wordCount: {
      title: 'Word count',
      explanation:
        'Task 2 asks for at least {minWords} words: a shorter essay loses marks under Task Response. A very long one is hard to finish in {minutes} minutes and tends to have more mistakes.',
    },
    paragraphs: {
      title: 'Paragraphs',
      explanation:
        'Coherence and Cohesion also marks paragraphing: an introduction, 2–3 body paragraphs with one main idea each, and a conclusion; an essay without paragraphs, or cut into too many, is capped under this criterion.',
    },
    linking: {
      title: 'Linking words',
      explanation:
        'Coherence and Cohesion looks at how ideas are linked: varied linking words used for the right purpose make an argument easy to follow, while repeating the same one reads as mechanical.',
    },
    lexicalVariety: {
      title: 'Vocabulary range',
      explanation:
        'Lexical Resource rates the range and accuracy of your vocabulary: many different words, and academic words used well, show a wide range. TTR falls as an essay grows, so it is measured over the first {window} words only.',
    },
    repetition: {
      title: 'Repeated words',
      explanation:
        'Repeating a word many times lowers your Lexical Resource score; use synonyms, pronouns or paraphrase instead.',
    },
    sentenceVariety: {
      title: 'Sentence length',
      explanation:
        'Grammatical Range and Accuracy rates the variety of your sentence structures: mixing short sentences with longer complex ones shows a wide range, while very long sentences invite mistakes and are hard to follow.',
    },
    spelling: {
      title: 'Spelling',
      explanation:
        'Spelling mistakes lose marks under Lexical Resource; British and American spellings are both accepted, but keep to one of them.',
    },
  },
  functions: {
    addition: 'addition',
    contrast: 'contrast',
    causeEffect: 'cause and effect',
    example: 'example',
    sequence: 'sequence',
    conclusion: 'conclusion',
  },
  lines: {
    overviewFound: 'Overview found: “{sentence}”',
    overviewMissing:
      'No overview sentence of the main trends was found (it usually starts with “Overall,” or “In general,”).',
    figuresCited: 'The answer cites {cited} of the {keys} key figures of the data.',
    figuresNoNumbers:
      'The answer cites no figures; the data has {keys} key figures (highest, lowest, first and last of each group).',
    figureCited: 'Cited: {label} — {value, number}{unit}',
    figureMissed: 'Not cited: {label} — {value, number}{unit}',
    comparisonSome:
      'The answer makes {count, plural, one {# comparison} other {# comparisons}} ({distinct} different phrases).',
    comparisonNone:
      'No comparison phrases were found (higher than, compared with, whereas, the highest…).',
    comparisonExample: '“{phrase}”: {count, plural, one {# time} other {# times}}',
    tenseGood:
      '{period, select, past {The data is in the past and the answer keeps to the past tense} future {The data is a projection and the answer keeps to future forms} present {The answer keeps to the present tense} other {The verb tenses are consistent}}: {wrongPercent, number}% of verbs in the wrong tense.',
    tenseOff:
      '{wrongPercent, number}% of verbs are in the wrong tense, in {sentences, plural, one {# sentence} other {# sentences}}: {period, select, past {past data needs the past simple} future {projections need will or is expected to} present {a process needs the present simple (passive too)} other {check the tenses}}.',
    tenseNoFuture:
      'The data is a projection but the answer uses no future forms (will, is expected to, is projected to…).',
    tenseMixed:
      'The data covers past and present or future times: past tense for what is over and present or future for the rest are both right.',
    tenseNoVerbs: 'No verbs describing the data were found to check the tense.',
    tenseCounts: 'Verbs counted: {past} past, {present} present, {future} future',
    tenseFlagged:
      '{tense, select, past {Past tense} present {Present tense} future {Future form} other {Wrong tense}}: “{sentence}”',
    wordsBand1:
      'The essay has only {words, plural, one {# word} other {# words}}: an answer of {maxWords} words or fewer is rated band 1.',
    wordsShort:
      'The essay has {words, plural, one {# word} other {# words}}, {missing, plural, one {# word} other {# words}} short of the {minWords}-word minimum.',
    wordsEnough: 'The essay has {words} words, meeting the {minWords}-word minimum.',
    wordsSlightlyLong: 'The essay has {words} words: long enough, if a little long.',
    wordsTooLong: 'The essay has {words} words, far more than {minutes} minutes call for.',
    wordsComfortable: 'About {minWords}–{maxWords} words leaves time to write and check.',
    paragraphsGood:
      'The essay has {paragraphs} paragraphs, fitting an introduction – body – conclusion layout.',
    paragraphsNone:
      'The essay is not divided into paragraphs ({paragraphs, plural, one {# paragraph} other {# paragraphs}}); aim for {minGood}–{maxGood}.',
    paragraphsOff:
      'The essay has {paragraphs, plural, one {# paragraph} other {# paragraphs}}; {minGood}–{maxGood} is usual.',
    paragraph:
      'Paragraph {n}: {words, plural, one {# word} other {# words}}, {sentences, plural, one {# sentence} other {# sentences}}',
    sentences:
      '{sentences, plural, one {# sentence} other {# sentences}}, {meanLength, number} words long on average, standard deviation {stdevLength, number} words.',
    sentenceRange: 'Shortest sentence {shortest} words, longest {longest, number} words',
    sentencesVeryShort: 'Very short sentences (under {below} words): {count}',
    sentencesVeryLong: 'Very long sentences (over {above} words): {count}',
    longSentence: '{words} words: “{opening}”',
    linkingNone: 'The essay uses none of the common linking words.',
    linkingSome:
      'The essay uses {distinct, plural, one {# linking word} other {# different linking words}} with {functions, plural, one {# function} other {# functions}}.',
    linkingOverused: `Overused: “{phrase}” ${times}`,
    linkingDevice: `{phrase} ({fn}): ${times}`,
    lexical:
      'Type/token ratio (TTR) is {ttrPercent, number}%; academic words (AWL) make up {awlPercent, number}% of the words.',
    lexicalWindow:
      'Type/token ratio (TTR) is {ttrPercent, number}% (over the first {window} words); academic words (AWL) make up {awlPercent, number}% of the words.',
    ttr: 'TTR: {types} different words / {words} words (aim for {goodPercent}% or more)',
    awl: 'Academic Word List words: {uses, plural, one {# use} other {# uses}} (aim for {goodPercent}% of the words or more)',
    awlWord: `{headword}: ${times}`,
    repetitionNone: 'No content word is used {from} times or more.',
    repetitionSome:
      '{count, plural, one {# content word is} other {# content words are}} used {from} times or more.',
    repeatedWord: `{word}: ${times}`,
    spellingNone:
      'No spelling mistakes found: every word is in the British or American dictionary.',
    spellingSome:
      '{count, plural, one {# word is} other {# words are}} not in the British or American spelling dictionary (misspellings or names).',
    misspeltWord: '{word}',
    misspeltMore: '… and {count, plural, one {# more word} other {# more words}}',
  },
};
