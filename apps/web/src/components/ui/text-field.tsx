import { useId, useState, type InputHTMLAttributes } from 'react';
import { translate as t } from '../../i18n/translate.ts';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

/**
 * A labelled input; `error` marks it invalid and shows the message under it. A password field
 * gets a show/hide toggle inside it (its own label, 'Hiện mật khẩu' / 'Ẩn mật khẩu', never the
 * field's, so the field stays findable by its label alone). Its own texts come through
 * translate(), so it renders wherever a form does, inside the language provider or not.
 */
export function TextField({
  label,
  error,
  className = '',
  type,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  const [shown, setShown] = useState(false);
  const password = type === 'password';
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-200"
      >
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none aria-invalid:border-red-400 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400 ${password ? 'pr-12' : ''}`}
          type={password && shown ? 'text' : type}
          {...props}
        />
        {password ? (
          <button
            type="button"
            aria-label={shown ? t('common.hidePassword') : t('common.showPassword')}
            aria-pressed={shown}
            title={shown ? t('common.hidePassword') : t('common.showPassword')}
            onClick={() => setShown((value) => !value)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:text-white"
          >
            {shown ? <EyeOffIcon className="h-5 w-5" /> : <EyeIcon className="h-5 w-5" />}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
