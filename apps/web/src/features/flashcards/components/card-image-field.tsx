/**
 * One card side's image in the editor (issue 7 §3): add (a file input behind a button), the
 * thumbnail with 'Xóa ảnh', 'Đang tải ảnh lên...' ('Uploading...' in English) while it uploads, and the upload's error. The type and
 * size are checked here first (UPLOAD_MESSAGES, in the catalogue's words); the server checks
 * the bytes again. A thumbnail that fails to load is hidden.
 */
import { UPLOAD_ACCEPTED_TYPES, UPLOAD_LIMITS } from '@app/contracts';
import { useState } from 'react';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { useT } from '../../../i18n/i18n.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { uploadCardImage } from '../api/images.ts';

export function CardImageField({
  url,
  side,
  disabled,
  onUploadStart,
  onUploadEnd,
  onChange,
}: {
  url: string | null;
  /** Which side, for the buttons' accessible names. */
  side: 'front' | 'back';
  disabled: boolean;
  onUploadStart: () => void;
  onUploadEnd: () => void;
  onChange: (url: string | null) => void;
}) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);

  const upload = async (file: File) => {
    setError(null);
    if (!file.type.startsWith('image/')) return setError(t('flashcards.validation.notImage'));
    if (file.size > UPLOAD_LIMITS.cardImageMaxBytes) {
      return setError(
        t('flashcards.validation.cardImageTooLarge', {
          mb: Math.round(UPLOAD_LIMITS.cardImageMaxBytes / 1024 / 1024),
        }),
      );
    }
    setUploading(true);
    onUploadStart();
    try {
      const uploaded = await uploadCardImage(file);
      setBroken(false);
      onChange(uploaded);
    } catch (failure) {
      setError(t('flashcards.editor.imageFailed', { message: errorMessage(failure) }));
    } finally {
      setUploading(false);
      onUploadEnd();
    }
  };

  const button =
    'rounded-lg px-2 py-1 text-sm font-medium text-blue-700 hover:bg-blue-50 disabled:opacity-60 dark:text-blue-300 dark:hover:bg-blue-950/50';
  return (
    <div className="mt-2">
      {url && !broken ? (
        <div className="flex items-center gap-3">
          <img
            src={url}
            alt={t('flashcards.editor.imageOf', { side })}
            className="h-16 w-24 rounded-lg border border-slate-200 object-cover dark:border-slate-700"
            onError={() => setBroken(true)}
          />
          {disabled ? null : (
            <button
              type="button"
              className="rounded-lg px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50"
              aria-label={t('flashcards.editor.removeImageOf', { side })}
              onClick={() => onChange(null)}
            >
              {t('flashcards.editor.removeImage')}
            </button>
          )}
        </div>
      ) : null}
      {disabled ? null : (
        <FilePicker
          accept={UPLOAD_ACCEPTED_TYPES.join(',')}
          className={button}
          disabled={uploading}
          ariaLabel={
            uploading
              ? undefined
              : url
                ? t('flashcards.editor.replaceImageOf', { side })
                : t('flashcards.editor.addImageOf', { side })
          }
          onFile={(file) => void upload(file)}
        >
          {uploading
            ? t('flashcards.editor.uploading')
            : url
              ? t('flashcards.editor.replaceImage')
              : t('flashcards.editor.addImage')}
        </FilePicker>
      )}
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
