import { Link } from 'react-router';
import { buttonStyles } from './button.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** The app's own not-found page (also shown for features that are not built yet). */
export function NotFound() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center">
      <p className="text-6xl font-black text-blue-600 dark:text-blue-400">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 dark:text-slate-100">
        {t('common.notFound.title')}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('common.notFound.body')}</p>
      <Link to="/dashboard" className={buttonStyles('primary', 'mt-8')}>
        {t('common.notFound.home')}
      </Link>
    </div>
  );
}
