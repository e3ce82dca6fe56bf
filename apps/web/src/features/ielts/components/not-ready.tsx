/**
 * A runner whose content is missing or invalid (spec §5): 'Test chưa sẵn sàng!' and 'Back to
 * Tests', then back to the list by itself after a moment, so the message is read first.
 */
import { useEffect } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n.tsx';

/** How long 'Test chưa sẵn sàng!' stays before going back to the list (ms). */
const NOT_READY_MS = 2500;

export function NotReady({ onExit }: { onExit: () => void }) {
  const t = useT();
  useEffect(() => {
    const id = window.setTimeout(onExit, NOT_READY_MS);
    return () => window.clearTimeout(id);
  }, [onExit]);
  return (
    <div className="mx-auto max-w-xl space-y-3">
      <Alert tone="error">{t('ielts.testNotReady')}</Alert>
      <Button variant="secondary" onClick={onExit}>
        {t('ielts.backToTestsPlain')}
      </Button>
    </div>
  );
}
