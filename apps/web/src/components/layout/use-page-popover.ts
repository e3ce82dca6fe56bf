/**
 * A header popover's state (the account menu, the "Xem thêm" menu): open on the page it was
 * opened on (navigating closes it), closed by a pointer down outside `box` or by Escape, which
 * gives the focus back to `button`.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export function usePagePopover() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return {
    open,
    box,
    button,
    /** Opens it on this page, or closes it. */
    toggle: () => setOpenOn(open ? null : pathname),
  };
}
