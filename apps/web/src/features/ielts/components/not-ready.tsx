/**
 * A runner whose content is missing or invalid (spec §5): 'Test chưa sẵn sàng!' and 'Back to
 * Tests', then back to the list by itself after a moment, so the message is read first.
 */
import { useEffect } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TEST_NOT_READY } from '../lib/skills.ts';

/** How long 'Test chưa sẵn sàng!' stays before going back to the list (ms). */
const NOT_READY_MS = 2500;

export function NotReady({ onExit }: { onExit: () => void }) {
  useEffect(() => {
    const id = window.setTimeout(onExit, NOT_READY_MS);
    return () => window.clearTimeout(id);
  }, [onExit]);
  return (
    <div className="mx-auto max-w-xl space-y-3">
      <Alert tone="error">{TEST_NOT_READY}</Alert>
      <Button variant="secondary" onClick={onExit}>
        Back to Tests
      </Button>
    </div>
  );
}
