/**
 * The learner's consent to show their IELTS results to the class's teachers, asked when they
 * join by code and when they accept an invitation.
 */
import { useT } from '../../../i18n/i18n.tsx';

export function ShareIeltsChoice({
  checked,
  onChange,
  className = '',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  const t = useT();
  return (
    <label className={`flex items-start gap-2 text-sm ${className}`}>
      <input
        type="checkbox"
        className="mt-0.5 h-4 w-4 accent-blue-600"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        {t('classes.join.shareIelts')}
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {t('classes.join.shareHint')}
        </span>
      </span>
    </label>
  );
}
