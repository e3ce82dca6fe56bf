import { useRef, type ReactNode } from 'react';

/**
 * A button that opens the file chooser (the file input itself is visually hidden and out of
 * the tab order; the button is what keyboard and screen-reader users reach). `onFile` gets the
 * chosen file; choosing the same file again fires again.
 */
export function FilePicker({
  accept,
  disabled = false,
  className,
  ariaLabel,
  children,
  onFile,
}: {
  accept: string;
  disabled?: boolean;
  className: string;
  /** The button's accessible name when its text alone is not enough. */
  ariaLabel?: string | undefined;
  children: ReactNode;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <button
        type="button"
        className={className}
        disabled={disabled}
        aria-label={ariaLabel}
        onClick={() => input.current?.click()}
      >
        {children}
      </button>
    </>
  );
}
