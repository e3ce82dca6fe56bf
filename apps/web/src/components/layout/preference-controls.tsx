/**
 * The language and theme choices (issue 18 §1, §2), in the header's menu and in Settings: each a
 * group of radio buttons (arrow keys move the choice). The language is saved to the account when
 * signed in (useSwitchLanguage), the theme in this browser.
 */
import { useId } from 'react';
import { useSwitchLanguage } from '../../i18n/account-language.tsx';
import { useT } from '../../i18n/i18n.tsx';
import type { Locale } from '../../i18n/locale.ts';
import { THEMES, useTheme, type Theme } from './theme.ts';

const LOCALES: readonly Locale[] = ['vi', 'en'];

function Choice<T extends string>({
  legend,
  name,
  options,
  value,
  label,
  optionLang,
  onChange,
  testId,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  /** The language an option's label is written in, when it is not the page's (an endonym). */
  optionLang?: (option: T) => string;
  onChange: (option: T) => void;
  testId: string;
}) {
  return (
    <fieldset data-testid={testId}>
      <legend className="mb-1.5 text-sm font-medium text-slate-600 dark:text-slate-300">
        {legend}
      </legend>
      <div className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
        {options.map((option) => (
          <label
            key={option}
            lang={optionLang?.(option)}
            className="flex min-h-10 flex-1 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-sm font-semibold text-slate-700 has-[:checked]:bg-white has-[:checked]:text-blue-700 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600 dark:text-slate-200 dark:has-[:checked]:bg-slate-950 dark:has-[:checked]:text-blue-300"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Tiếng Việt / English: switches the page at once and keeps the choice. */
export function LanguageChoice() {
  const t = useT();
  const name = useId();
  const { locale, switchTo } = useSwitchLanguage();
  return (
    <Choice
      legend={t('common.language.label')}
      name={name}
      options={LOCALES}
      value={locale}
      label={(option) => t(`common.language.${option}`)}
      optionLang={(option) => option}
      onChange={(option) => void switchTo(option)}
      testId="language-choice"
    />
  );
}

/** Sáng / Tối / Theo hệ thống. */
export function ThemeChoice() {
  const t = useT();
  const name = useId();
  const { theme, setTheme } = useTheme();
  return (
    <Choice<Theme>
      legend={t('layout.theme.label')}
      name={name}
      options={THEMES}
      value={theme}
      label={(option) => t(`layout.theme.${option}`)}
      onChange={setTheme}
      testId="theme-choice"
    />
  );
}
