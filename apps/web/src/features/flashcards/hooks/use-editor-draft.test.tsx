import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readDraft } from '../lib/editor-drafts.ts';
import { useDraftAutosave } from './use-editor-draft.ts';

/** Issue 34 §18: what was typed in the second before a reload is kept. */
describe('the editor draft autosave', () => {
  afterEach(() => localStorage.clear());

  const render = (value: string, stopped = false) =>
    renderHook(
      ({ text }) => useDraftAutosave('draft:test', { text }, true, 3, { current: stopped }),
      { initialProps: { text: value } },
    );

  it('writes at once when the page goes away (pagehide), before the 1 s autosave', () => {
    const hook = render('first');
    hook.rerender({ text: 'typed just now' });
    expect(readDraft(localStorage, 'draft:test')).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(localStorage, 'draft:test')).toMatchObject({
      draft: { text: 'typed just now' },
      baseVersion: 3,
    });
  });

  it('writes at once when the page is hidden, and not at all once stopped', () => {
    const hook = render('in another app');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(readDraft(localStorage, 'draft:test')?.draft).toEqual({ text: 'in another app' });
    hook.unmount();
    localStorage.clear();
    render('saved', true);
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(localStorage, 'draft:test')).toBeNull();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
