/**
 * /dashboard/radio (spec §2 "Listening library"): the level cards (a level with lessons opens
 * its list and shows its lesson count; a level with none yet is badged 'Sắp ra mắt' and says
 * 'Cấp độ này sắp ra mắt!' in a notice on the page, see levels.ts) and the tips box.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { HeadphonesIcon } from '../../../components/ui/icons.tsx';
import { LEVEL_CARDS, lessonsOfLevel, levelPath, type LevelCard } from '../lib/levels.ts';
import { useT } from '../../../i18n/i18n.tsx';
import { levelDescription, levelTitle } from '../lib/level-text.ts';
import { ComingSoonNotice } from './coming-soon-notice.tsx';

const CARD =
  'group flex h-full w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-800 dark:bg-slate-900';

const TIPS = ['first', 'second', 'arrows', 'speed', 'daily'] as const;

function CardBody({ card, badge }: { card: LevelCard; badge: string }) {
  const t = useT();
  return (
    <>
      <span className="mb-4 flex items-start justify-between gap-2">
        <span
          className={`flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br text-white ${card.tone}`}
        >
          <HeadphonesIcon />
        </span>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
            card.open
              ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
              : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
          }`}
        >
          {badge}
        </span>
      </span>
      <span className="text-lg font-bold">{levelTitle(t, card)}</span>
      <span className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {levelDescription(t, card)}
      </span>
    </>
  );
}

/** The level chooser page. */
export function LevelChooser() {
  const t = useT();
  const [notice, setNotice] = useState(0);
  useEffect(() => {
    if (notice === 0) return;
    const timer = setTimeout(() => setNotice(0), 5000);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-black sm:text-3xl">{t('radio.title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('radio.blurb')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="radio-levels">
        {LEVEL_CARDS.map((card) => (
          <li key={card.param} data-testid="radio-level">
            {card.open ? (
              <Link
                to={levelPath(card)}
                className={`${CARD} hover:-translate-y-0.5 hover:shadow-md motion-reduce:transform-none`}
              >
                <CardBody
                  card={card}
                  badge={t('radio.lessons', { n: lessonsOfLevel(card.level).length })}
                />
              </Link>
            ) : (
              <button
                type="button"
                className={`${CARD} hover:bg-slate-50 dark:hover:bg-slate-800/60`}
                onClick={() => setNotice((n) => n + 1)}
              >
                <CardBody card={card} badge={t('radio.comingSoonBadge')} />
              </button>
            )}
          </li>
        ))}
      </ul>
      <section className="rounded-2xl border border-blue-200 bg-blue-50 p-5 dark:border-blue-900 dark:bg-blue-950/60">
        <h2 className="font-bold text-blue-900 dark:text-blue-100">{t('radio.tipsTitle')}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-blue-900 dark:text-blue-100">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`radio.tips.${tip}`)}</li>
          ))}
        </ul>
      </section>
      <ComingSoonNotice key={notice} open={notice > 0} onClose={() => setNotice(0)} />
    </div>
  );
}
