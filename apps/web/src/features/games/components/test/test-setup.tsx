/**
 * Test mode's setup form (issue 21 §2): how many questions (5 up to what the set can give, at
 * most 50) and which kinds (at least one), then 'Bắt đầu làm bài'. Kept short enough that the
 * start button shows without scrolling on a 360 px phone.
 */
import { TEST_KINDS, TEST_MIN_QUESTIONS, type TestKind } from '@app/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useT } from '../../../../i18n/i18n.tsx';

/** What the learner chose. */
export interface TestSettings {
  count: number;
  kinds: TestKind[];
}

export function TestSetup({
  limit,
  usable,
  initial,
  onStart,
}: {
  /** The most questions the set can give (its usable cards, at most 50). */
  limit: number;
  /** The set's usable cards (domain testPlayableCards). */
  usable: number;
  initial: TestSettings;
  onStart: (settings: TestSettings) => void;
}) {
  const t = useT();
  const [count, setCount] = useState(String(initial.count));
  const [kinds, setKinds] = useState<ReadonlySet<TestKind>>(() => new Set(initial.kinds));
  const [tried, setTried] = useState(false);
  const number = Number(count);
  const countValid = Number.isInteger(number) && number >= TEST_MIN_QUESTIONS && number <= limit;
  const kindsValid = kinds.size > 0;
  const range = { min: TEST_MIN_QUESTIONS, max: limit };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!countValid || !kindsValid) return;
    onStart({ count: number, kinds: TEST_KINDS.filter((kind) => kinds.has(kind)) });
  };
  const toggle = (kind: TestKind, on: boolean) => {
    const next = new Set(kinds);
    if (on) next.add(kind);
    else next.delete(kind);
    setKinds(next);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      data-testid="test-setup"
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('testMode.setup.intro')}</p>
      <label htmlFor="test-count" className="mt-4 block font-semibold">
        {t('testMode.setup.count')}
      </label>
      <input
        id="test-count"
        type="number"
        inputMode="numeric"
        min={TEST_MIN_QUESTIONS}
        max={limit}
        value={count}
        onChange={(event) => setCount(event.target.value)}
        aria-describedby="test-count-hint"
        aria-invalid={tried && !countValid}
        className="mt-1 w-28 rounded-xl border border-slate-300 bg-white px-3.5 py-2 text-lg dark:border-slate-600 dark:bg-slate-800"
      />
      <p id="test-count-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('testMode.setup.countHint', { ...range, cards: usable })}
      </p>
      {tried && !countValid ? (
        <p role="alert" className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300">
          {t('testMode.setup.countError', range)}
        </p>
      ) : null}
      <fieldset className="mt-4">
        <legend className="font-semibold">{t('testMode.setup.kinds')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {TEST_KINDS.map((kind) => (
            <label
              key={kind}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-3 py-2 has-checked:border-blue-600 has-checked:bg-blue-50 has-focus-visible:outline-2 has-focus-visible:outline-blue-600 dark:border-slate-600 dark:has-checked:border-blue-400 dark:has-checked:bg-blue-950"
            >
              <input
                type="checkbox"
                checked={kinds.has(kind)}
                onChange={(event) => toggle(kind, event.target.checked)}
                className="h-4 w-4 accent-blue-600"
              />
              <span className="text-sm font-medium">{t(`testMode.kinds.${kind}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {tried && !kindsValid ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-300">
          {t('testMode.setup.kindsError')}
        </p>
      ) : null}
      <Button type="submit" className="mt-5 w-full sm:w-auto">
        {t('testMode.setup.start')}
      </Button>
    </form>
  );
}
