// The voice profiles of `npm run content:audio`: which Debian synthesiser and voice says a
// speaker's lines, how it is adjusted, and how its text is prepared. Chosen by comparing the
// candidates (docs/operations.md "Content audio"). No British female voice exists in Debian's
// main archive; the British woman is the HTS voice lowered by 150 cents, said plainly there.

/**
 * Profile id → { engine: 'festival' | 'flite', voice, pitchCents (sox pitch after synthesis),
 * naturalWpm (the voice's own rate, measured on 25 script sentences, pauses trimmed), label }.
 */
export const PROFILES = {
  'slt-hts': {
    engine: 'festival',
    voice: 'voice_cmu_us_slt_arctic_hts',
    pitchCents: 0,
    naturalWpm: 202,
    label: 'festival HTS, CMU SLT (American woman)',
  },
  'slt-hts-low': {
    engine: 'festival',
    voice: 'voice_cmu_us_slt_arctic_hts',
    pitchCents: -150,
    naturalWpm: 202,
    label: 'festival HTS, CMU SLT lowered 150 cents (stands in for a British woman)',
  },
  rms: {
    engine: 'flite',
    voice: 'rms',
    pitchCents: 0,
    naturalWpm: 183,
    label: 'flite clustergen, CMU RMS (American man)',
  },
  awb: {
    engine: 'flite',
    voice: 'awb',
    pitchCents: 0,
    naturalWpm: 207,
    label: 'flite clustergen, CMU AWB (Scottish man: the only British voice)',
  },
  kal: {
    engine: 'festival',
    voice: 'voice_kal_diphone',
    pitchCents: 0,
    naturalWpm: 195,
    label: 'festival diphone, KAL (American man; fallback only)',
  },
  'slt-flite': {
    engine: 'flite',
    voice: 'slt',
    pitchCents: 0,
    naturalWpm: 206,
    label: 'flite clustergen, CMU SLT (fallback only)',
  },
};

/** Debian packages each engine and voice needs (festival voices by their voice function). */
export const PACKAGES = {
  flite: ['flite'],
  voice_cmu_us_slt_arctic_hts: ['festival', 'festvox-us-slt-hts'],
  voice_kal_diphone: ['festival', 'festvox-kallpc16k'],
  tools: ['sox', 'opus-tools'],
};

/** Files that show a festival voice is installed. */
export const FESTIVAL_VOICE_DIRS = {
  voice_cmu_us_slt_arctic_hts: '/usr/share/festival/voices/us/cmu_us_slt_arctic_hts',
  voice_kal_diphone: '/usr/share/festival/voices/english/kal_diphone',
};

/**
 * Words the voices' part-of-speech guess gets wrong in these scripts, respelled for synthesis
 * only (the transcript keeps the real word). Every "live" in the content is the verb /lɪv/, which
 * both engines sometimes read as the adjective /laɪv/.
 */
const RESPELLINGS = [[/\b([Ll])ive\b/g, '$1iv']];

/** The text a synthesiser is given for `say` (a sentence piece or one spelled letter). */
export function synthText(say, letter, profile) {
  if (letter) {
    // festival reads a lone "A." as the article (schwa); "eigh." is the letter's name
    if (say === 'A' && profile.engine === 'festival') return 'eigh.';
    return `${say}.`;
  }
  let text = say.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  for (const [pattern, replacement] of RESPELLINGS) text = text.replace(pattern, replacement);
  return text;
}

/** Duration multiplier so that `profile` speaks at `wpm`. */
export function stretchFor(profile, wpm) {
  return Math.round((profile.naturalWpm / wpm) * 1000) / 1000;
}

/** A festival Scheme string literal. */
function schemeString(text) {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * A festival batch script that synthesises `items` ({ text, wav }) with one festival voice at
 * one duration stretch, each to a RIFF WAV file.
 */
export function festivalScript(voice, stretch, items) {
  const lines = [`(${voice})`];
  if (voice.includes('hts')) {
    // the HTS engine reads only -m and -r (speed: > 1 faster) from hts_engine_params
    lines.push(`(set! hts_engine_params (cons (list "-r" ${1 / stretch}) hts_engine_params))`);
  } else {
    lines.push(`(Parameter.set 'Duration_Stretch ${stretch})`);
  }
  lines.push(
    "(define (say-to text file) (utt.save.wave (utt.synth (eval (list 'Utterance 'Text text))) file 'riff))",
  );
  for (const item of items)
    lines.push(`(say-to ${schemeString(item.text)} ${schemeString(item.wav)})`);
  return `${lines.join('\n')}\n`;
}

/** flite's arguments to say `text` with `voice` at `stretch` into `wav`. */
export function fliteArgs(voice, stretch, text, wav) {
  return ['-voice', voice, '--setf', `duration_stretch=${stretch}`, '-t', text, '-o', wav];
}
