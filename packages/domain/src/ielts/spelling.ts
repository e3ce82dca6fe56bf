/**
 * British and American spellings of the same word (ielts-facts.md "Answer rules": both are
 * accepted). `americanSpelling` maps a lowercase word to one canonical (American) form, so two
 * words are the same word when their canonical forms are equal. The rules cover the regular
 * families (-our/-or, -ise/-ize, -yse/-yze, -tre/-ter, -ogue/-og, -ence/-ense, doubled l) with
 * exception lists, so that a real misspelling ("for" for "four", "exercize") is not accepted,
 * plus a list of irregular pairs.
 */

/** Irregular pairs: British → American. */
const PAIRS: Record<string, string> = {
  programme: 'program',
  programmes: 'programs',
  grey: 'gray',
  tyre: 'tire',
  tyres: 'tires',
  cheque: 'check',
  cheques: 'checks',
  plough: 'plow',
  aluminium: 'aluminum',
  mould: 'mold',
  ageing: 'aging',
  judgement: 'judgment',
  enrol: 'enroll',
  enrolment: 'enrollment',
  fulfil: 'fulfill',
  fulfilment: 'fulfillment',
  skilful: 'skillful',
  wilful: 'willful',
  kerb: 'curb',
  draught: 'draft',
  pyjamas: 'pajamas',
  sceptical: 'skeptical',
  manoeuvre: 'maneuver',
  paediatric: 'pediatric',
  encyclopaedia: 'encyclopedia',
  oestrogen: 'estrogen',
  foetus: 'fetus',
  anaemia: 'anemia',
  haemoglobin: 'hemoglobin',
  jewellery: 'jewelry',
  storey: 'story',
  storeys: 'stories',
  practise: 'practice',
  practised: 'practiced',
  practising: 'practicing',
  licence: 'license',
  defence: 'defense',
  offence: 'offense',
  pretence: 'pretense',
};

/** Words ending in -our that are spelt the same in American English. */
const OUR_SAME = new Set([
  'our',
  'hour',
  'four',
  'tour',
  'your',
  'pour',
  'sour',
  'flour',
  'scour',
  'devour',
  'contour',
  'detour',
  'amour',
  'paramour',
  'troubadour',
]);

/** Words ending in -ise that American English also writes -ise. */
const ISE_SAME = new Set([
  'advertise',
  'advise',
  'arise',
  'chastise',
  'comprise',
  'compromise',
  'concise',
  'demise',
  'despise',
  'devise',
  'disguise',
  'enterprise',
  'exercise',
  'expertise',
  'franchise',
  'improvise',
  'merchandise',
  'noise',
  'otherwise',
  'paradise',
  'poise',
  'praise',
  'precise',
  'premise',
  'promise',
  'raise',
  'revise',
  'rise',
  'supervise',
  'surmise',
  'surprise',
  'televise',
  'treatise',
  'wise',
  'cruise',
  'bruise',
  'anise',
  'concise',
  'excise',
  'incise',
  'likewise',
  'clockwise',
  'sunrise',
  'uprise',
]);

/** Stems whose l doubles before -ed/-ing/-er in British English only. */
const DOUBLE_L = [
  'travel',
  'cancel',
  'label',
  'model',
  'fuel',
  'level',
  'signal',
  'channel',
  'counsel',
  'marvel',
  'quarrel',
  'jewel',
  'dial',
  'total',
  'equal',
  'tunnel',
  'funnel',
  'panel',
  'shovel',
  'snorkel',
];

const OUR_SUFFIXES = ['', 's', 'y', 'ed', 'ing', 'ite', 'ites', 'able', 'ful', 'less', 'er', 'ers'];

/** Words ending in -tre/-bre that are not the -ter/-ber family ("timbre" is not "timber"). */
const RE_SAME = new Set(['timbre', 'macabre', 'timbres']);

/** The canonical (American) form of one lowercase word. */
export function americanSpelling(word: string): string {
  const pair = PAIRS[word];
  if (pair) return pair;
  // doubled l: travelled → traveled, travelling → traveling, traveller → traveler
  for (const stem of DOUBLE_L) {
    for (const suffix of ['ed', 'ing', 'er', 'ers']) {
      if (word === `${stem}l${suffix}`) return `${stem}${suffix}`;
    }
  }
  // -our → -or: colour, colours, coloured, favourite, behaviour, labour, neighbour
  for (const suffix of OUR_SUFFIXES) {
    const end = `our${suffix}`;
    if (word.endsWith(end) && word.length - end.length >= 2) {
      const base = word.slice(0, word.length - suffix.length);
      if (!OUR_SAME.has(base) && !OUR_SAME.has(word)) {
        return `${word.slice(0, -end.length)}or${suffix}`;
      }
    }
  }
  // -yse → -yze: analyse, analysed, paralysing
  const yse = /^(.{2,})ys(e|es|ed|ing)$/.exec(word);
  if (yse) return `${yse[1]}yz${yse[2]}`;
  // -ise → -ize: organise, organised, organiser, organisation
  const ise = /^(.{3,})is(e|es|ed|er|ers|ing|ation|ations)$/.exec(word);
  if (ise && !ISE_SAME.has(`${ise[1]}ise`)) return `${ise[1]}iz${ise[2]}`;
  // -tre/-bre → -ter/-ber: centre, theatre, metre, fibre, calibre (and plurals)
  const tre = /^(.{2,})([tb])re(s?)$/.exec(word);
  if (tre && !RE_SAME.has(word)) return `${tre[1]}${tre[2]}er${tre[3]}`;
  // -ogue → -og: catalogue, dialogue, analogue (not vogue, rogue, brogue)
  const ogue = /^(.{3,})ogue(s?)$/.exec(word);
  if (ogue && !['v', 'r', 'br'].includes(ogue[1]!)) return `${ogue[1]}og${ogue[2]}`;
  return word;
}
