import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** A screen whose code could not be loaded (lazy-route.ts): say so, and "Thử lại". */
export function ChunkError() {
  const t = useT();
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-6 py-16 text-center"
      data-testid="chunk-error"
    >
      <h1 className="text-xl font-bold">{t('layout.chunk.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('layout.chunk.body')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
