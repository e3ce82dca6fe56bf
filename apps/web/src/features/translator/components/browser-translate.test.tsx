import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/catalogues.ts';
import { withLanguage } from '../../../test/providers.tsx';
import { BROWSER_TIMEOUT_MS, BrowserTranslate } from './browser-translate.tsx';

/**
 * Issue 18 §4b: the browser path (Chrome's Translator API) against a page-level fake
 * `Translator`: offered only where availability() says it can run, download progress shown,
 * a time-out with a message and a way back instead of a spinner for ever.
 */
type Listener = (event: { loaded: number }) => void;

function fakeTranslator(availability: string, create: (options: unknown) => Promise<unknown>) {
  (globalThis as { Translator?: unknown }).Translator = {
    availability: vi.fn(async () => availability),
    create: vi.fn(create),
  };
}

/** A create() that reports its monitor's listener and never finishes (a stuck download). */
function stuckCreate(onListener: (listener: Listener) => void) {
  return async (options: unknown) => {
    const { monitor } = options as {
      monitor: (m: { addEventListener: (type: string, l: Listener) => void }) => void;
    };
    monitor({ addEventListener: (_type, listener) => onListener(listener) });
    return new Promise(() => {});
  };
}

const OFFER_VI = 'Dịch cả câu bằng trình duyệt (trên máy của bạn)';

beforeAll(async () => {
  await loadMessages('en');
});

afterEach(() => {
  delete (globalThis as { Translator?: unknown }).Translator;
  vi.useRealTimers();
});

describe('BrowserTranslate', () => {
  it('is not offered without the API, nor where availability() says unavailable', async () => {
    const view = render(
      <BrowserTranslate text="I went" source="en" target="vi" onTranslated={() => {}} />,
      { wrapper: withLanguage('vi') },
    );
    await act(async () => {});
    expect(screen.queryByRole('button')).toBeNull();
    view.unmount();

    fakeTranslator('unavailable', async () => ({}));
    render(<BrowserTranslate text="I went" source="en" target="vi" onTranslated={() => {}} />, {
      wrapper: withLanguage('vi'),
    });
    await act(async () => {});
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the download progress, then gives up after 30 s with a message and a way back', async () => {
    let progress: Listener = () => {};
    fakeTranslator(
      'downloadable',
      stuckCreate((listener) => {
        progress = listener;
      }),
    );
    const onTranslated = vi.fn();
    render(
      <BrowserTranslate text="I went home" source="en" target="vi" onTranslated={onTranslated} />,
      { wrapper: withLanguage('vi') },
    );
    const offer = await screen.findByRole('button', { name: OFFER_VI });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(offer);
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toContain(
      'Trình duyệt đang chuẩn bị công cụ dịch...',
    );
    act(() => progress({ loaded: 0.25 }));
    expect(screen.getByRole('status').textContent).toMatch(
      /Đang tải gói ngôn ngữ của trình duyệt: 25\s?%/,
    );
    expect(screen.queryByRole('button', { name: OFFER_VI })).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(BROWSER_TIMEOUT_MS);
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'Trình duyệt không dịch xong sau 30 giây.',
    );
    expect(screen.queryByRole('status')).toBeNull();
    // the offer is back (no spinner for ever), and the way back clears the message
    expect(screen.getByRole('button', { name: OFFER_VI })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dừng và quay lại bản dịch từng từ' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onTranslated).not.toHaveBeenCalled();
  });

  it('says the time-out in English on an English page', async () => {
    fakeTranslator(
      'downloadable',
      stuckCreate(() => {}),
    );
    render(<BrowserTranslate text="Tôi đi" source="vi" target="en" onTranslated={() => {}} />, {
      wrapper: withLanguage('en'),
    });
    const offer = await screen.findByRole('button', {
      name: 'Translate the whole sentence in the browser (on your device)',
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(offer);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BROWSER_TIMEOUT_MS);
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'The browser did not finish within 30 seconds.',
    );
  });

  it('is offered only for "available" and "downloadable" (issue 34 §17)', async () => {
    for (const [answer, offered] of [
      ['available', true],
      ['downloadable', true],
      ['downloading', false],
      ['unavailable', false],
      [null, false],
      ['maybe', false],
    ] as const) {
      (globalThis as { Translator?: unknown }).Translator = {
        availability: vi.fn(async () => answer),
        create: vi.fn(),
      };
      const view = render(
        <BrowserTranslate text="I went" source="en" target="vi" onTranslated={() => {}} />,
        { wrapper: withLanguage('vi') },
      );
      await act(async () => {});
      expect({
        answer,
        offered: screen.queryByRole('button', { name: OFFER_VI }) !== null,
      }).toEqual({ answer, offered });
      view.unmount();
    }
  });

  it('offers nothing while availability() never answers, and gives up after its time-out', async () => {
    (globalThis as { Translator?: unknown }).Translator = {
      availability: vi.fn(() => new Promise(() => {})),
      create: vi.fn(),
    };
    const view = render(
      <BrowserTranslate text="I went" source="en" target="vi" onTranslated={() => {}} />,
      { wrapper: withLanguage('vi') },
    );
    await act(async () => {});
    expect(screen.queryByRole('button')).toBeNull();
    view.unmount();
    // the time-out is the component's own (30 s by default), here 2 s
    fakeTranslator(
      'available',
      stuckCreate(() => {}),
    );
    render(
      <BrowserTranslate
        text="I went"
        source="en"
        target="vi"
        onTranslated={() => {}}
        timeoutMs={2000}
      />,
      { wrapper: withLanguage('vi') },
    );
    const offer = await screen.findByRole('button', { name: OFFER_VI });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(offer);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1999);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'Trình duyệt không dịch xong sau 2 giây.',
    );
  });

  it('hands over the translation when the browser finishes', async () => {
    fakeTranslator('available', async () => ({
      translate: async (text: string) => `[vi] ${text}`,
      destroy: () => {},
    }));
    const onTranslated = vi.fn();
    render(
      <BrowserTranslate text="I went home" source="en" target="vi" onTranslated={onTranslated} />,
      { wrapper: withLanguage('vi') },
    );
    fireEvent.click(await screen.findByRole('button', { name: OFFER_VI }));
    await act(async () => {});
    expect(onTranslated).toHaveBeenCalledWith('[vi] I went home');
  });
});
