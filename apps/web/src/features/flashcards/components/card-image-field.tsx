/**
 * One card side's image in the editor (issue 7 §3): add (a file input behind a button), the
 * thumbnail with 'Xóa ảnh', 'Uploading...' while it uploads, and the upload's error. The type and
 * size are checked here first with the server's own texts (UPLOAD_MESSAGES); the server checks
 * the bytes again. A thumbnail that fails to load is hidden.
 */
import { UPLOAD_ACCEPTED_TYPES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@app/contracts';
import { useState } from 'react';
import { FilePicker } from '../../../components/ui/file-picker.tsx';
import { vi } from '../../../i18n/vi.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { uploadCardImage } from '../api/images.ts';

export function CardImageField({
  url,
  sideLabel,
  disabled,
  onUploadStart,
  onUploadEnd,
  onChange,
}: {
  url: string | null;
  /** 'Mặt trước' / 'Mặt sau', for the buttons' accessible names. */
  sideLabel: string;
  disabled: boolean;
  onUploadStart: () => void;
  onUploadEnd: () => void;
  onChange: (url: string | null) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);

  const upload = async (file: File) => {
    setError(null);
    if (!file.type.startsWith('image/')) return setError(UPLOAD_MESSAGES.notImage);
    if (file.size > UPLOAD_LIMITS.cardImageMaxBytes) {
      return setError(UPLOAD_MESSAGES.cardImageTooLarge);
    }
    setUploading(true);
    onUploadStart();
    try {
      const uploaded = await uploadCardImage(file);
      setBroken(false);
      onChange(uploaded);
    } catch (failure) {
      setError(vi.editor.imageFailed(errorMessage(failure)));
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
            alt={vi.editor.imageOf(sideLabel)}
            className="h-16 w-24 rounded-lg border border-slate-200 object-cover dark:border-slate-700"
            onError={() => setBroken(true)}
          />
          {disabled ? null : (
            <button
              type="button"
              className="rounded-lg px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50"
              aria-label={vi.editor.removeImageOf(sideLabel)}
              onClick={() => onChange(null)}
            >
              {vi.editor.removeImage}
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
                ? vi.editor.replaceImageOf(sideLabel)
                : vi.editor.addImageOf(sideLabel)
          }
          onFile={(file) => void upload(file)}
        >
          {uploading ? vi.editor.uploading : url ? vi.editor.replaceImage : vi.editor.addImage}
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
