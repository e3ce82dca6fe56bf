/**
 * The player's keyboard (issue 11): Space plays or pauses, ← and → seek 5 s, M mutes. Not while
 * the learner types (text fields, contenteditable), nor inside a dialog; Space on a button or
 * link is left to it (it presses it), arrows on a slider move the slider.
 */
import { SEEK_STEP_SECONDS, type PlayerAction } from '@app/domain';
import { useEffect, type Dispatch } from 'react';
import { isTypingTarget } from '../../../lib/keyboard.ts';

/** Listens on the window while `enabled`. */
export function usePlayerKeys(dispatch: Dispatch<PlayerAction>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof HTMLElement ? event.target : document.body;
      if (isTypingTarget(target) || target.closest('[role="dialog"], dialog')) return;
      const control = target.closest('button, a, summary, input');
      if (event.key === ' ' || event.code === 'Space') {
        if (control && !(target instanceof HTMLInputElement && target.type === 'range')) return;
        event.preventDefault();
        dispatch({ type: 'togglePlay' });
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        if (target instanceof HTMLInputElement) return;
        event.preventDefault();
        const seconds = event.key === 'ArrowLeft' ? -SEEK_STEP_SECONDS : SEEK_STEP_SECONDS;
        dispatch({ type: 'seekBy', seconds });
      } else if (event.key === 'm' || event.key === 'M') {
        event.preventDefault();
        dispatch({ type: 'toggleMute' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch, enabled]);
}
