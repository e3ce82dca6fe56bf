/**
 * Word lists for the automatic Writing feedback (writing-feedback.ts; issue 10), written for this
 * project from the linking devices commonly taught for IELTS Writing Task 2 and the usual English
 * function words. All entries are lowercase; phrases are words separated by single spaces.
 *
 * Very common single words (and, but, or, so, also, then, first) are not linking devices here:
 * every essay uses them, so they show no range. Ambiguous ones (since, while, as) are left out
 * because they are as often time words or prepositions.
 */

/** Functions of linking devices, in the order the feedback lists them (the web names them). */
export const LINKING_FUNCTIONS = [
  'addition',
  'contrast',
  'cause-effect',
  'example',
  'sequence',
  'conclusion',
] as const;
export type LinkingFunction = (typeof LINKING_FUNCTIONS)[number];

/** Linking words and phrases (62), grouped by function. */
export const LINKING_DEVICES: Readonly<Record<LinkingFunction, readonly string[]>> = {
  addition: [
    'in addition',
    'furthermore',
    'moreover',
    'additionally',
    'besides',
    'what is more',
    'as well as',
    'not only',
    'similarly',
    'likewise',
  ],
  contrast: [
    'however',
    'nevertheless',
    'nonetheless',
    'on the other hand',
    'in contrast',
    'by contrast',
    'whereas',
    'although',
    'even though',
    'despite',
    'in spite of',
    'on the contrary',
    'conversely',
  ],
  'cause-effect': [
    'because',
    'because of',
    'due to',
    'owing to',
    'as a result',
    'as a consequence',
    'consequently',
    'therefore',
    'thus',
    'hence',
    'for this reason',
  ],
  example: [
    'for example',
    'for instance',
    'such as',
    'to illustrate',
    'in particular',
    'particularly',
    'namely',
    'a case in point',
  ],
  sequence: [
    'firstly',
    'secondly',
    'thirdly',
    'first of all',
    'to begin with',
    'lastly',
    'finally',
    'subsequently',
    'meanwhile',
    'after that',
  ],
  conclusion: [
    'in conclusion',
    'to conclude',
    'to sum up',
    'in summary',
    'to summarise',
    'to summarize',
    'overall',
    'all in all',
    'in short',
    'on balance',
  ],
};

/**
 * English function words (articles, pronouns, determiners, auxiliaries and modals, prepositions,
 * conjunctions, common adverbs and their contractions): never reported as repeated words.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a an the this that these those there here
  i me my mine myself we us our ours ourselves you your yours yourself yourselves
  he him his himself she her hers herself it its itself they them their theirs themselves
  one ones who whom whose which what when where why how whether
  is am are was were be been being have has had having do does did doing done
  will would shall should can could may might must ought
  isn't aren't wasn't weren't don't doesn't didn't haven't hasn't hadn't won't wouldn't
  can't cannot couldn't shouldn't it's i'm they're we're you're there's that's let's
  of in on at to for from by with without about into onto over under above below between among
  through during before after against within towards toward upon across along around beyond
  and or but nor so yet if than then because as while since until unless though although
  not no yes very too also just only even more most less least much many some any all both each
  every few other another such own same quite rather still already ever never always often
  up down out off again further once now well`
    .split(/\s+/)
    .filter((word) => word !== ''),
);
