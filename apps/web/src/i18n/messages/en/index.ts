/** The English catalogue: exactly the keys of the Vietnamese one (messages/vi). */
import type { vi } from '../vi/index.ts';
import type { Translation } from '../types.ts';
import { common } from './common.ts';
import { errors } from './errors.ts';
import { layout } from './layout.ts';
import { auth } from './auth.ts';
import { dashboard } from './dashboard.ts';
import { settings } from './settings.ts';
import { flashcards } from './flashcards.ts';
import { study } from './study.ts';
import { learn } from './learn.ts';
import { plan } from './plan.ts';
import { listen } from './listen.ts';
import { testMode } from './test-mode.ts';
import { games } from './games.ts';
import { dictionary } from './dictionary.ts';
import { translator } from './translator.ts';
import { radio } from './radio.ts';
import { ielts } from './ielts.ts';
import { reading } from './reading.ts';
import { listening } from './listening.ts';
import { writing } from './writing.ts';
import { speaking } from './speaking.ts';
import { stats } from './stats.ts';
import { classes } from './classes.ts';
import { browse } from './browse.ts';
import { shadowing } from './shadowing.ts';

export const en: Translation<typeof vi> = {
  common,
  errors,
  layout,
  auth,
  dashboard,
  settings,
  flashcards,
  study,
  learn,
  plan,
  listen,
  testMode,
  games,
  dictionary,
  translator,
  radio,
  ielts,
  reading,
  listening,
  writing,
  speaking,
  stats,
  classes,
  browse,
  shadowing,
};
