import type { ReactNode } from 'react';

/**
 * A red error box (role=alert) or a green success box (role=status). Long unbroken text (an
 * e-mail address, a file name) wraps inside the box instead of widening the page.
 */
export function Alert({
  tone,
  children,
  className = '',
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  className?: string;
}) {
  const styles = {
    error:
      'border-red-200 bg-red-50 text-red-700 dark:border-red-900 dark:bg-red-950/60 dark:text-red-300',
    success:
      'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950/60 dark:text-green-300',
    info: 'border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-900 dark:bg-blue-950/60 dark:text-blue-200',
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm wrap-anywhere ${styles} ${className}`}
    >
      {children}
    </div>
  );
}
