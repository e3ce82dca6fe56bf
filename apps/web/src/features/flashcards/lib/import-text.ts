/**
 * The texts of an import in the current language (issue 18): a preview's problems from their
 * codes and figures, and a refusal from its reason (contracts import-codes.ts), both from the
 * flashcards.imports catalogue. On a Vietnamese page they are the server's messages word for
 * word; an error without a known reason falls back to errorMessage.
 */
import {
  IMPORT_MESSAGES,
  importRefusal,
  type ImportPreview,
  type ImportProblem,
  type ImportRefusalParams,
  type ImportRefusalReason,
} from '@app/contracts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import type { TFunction } from '../../../i18n/i18n.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { ImportRefusedError } from '../api/imports.ts';

/**
 * The preview with its title in the current language when it is the server's default title
 * (pasted text, or a file whose name leaves nothing): a title the learner brought stays as is.
 */
export function localisedPreview(preview: ImportPreview, t: TFunction): ImportPreview {
  return preview.title === IMPORT_MESSAGES.defaultTitle
    ? { ...preview, title: t('flashcards.imports.defaultTitle') }
    : preview;
}

/** The text of one problem of a preview (it names its line or note). */
export function importProblemText(problem: ImportProblem, t: TFunction): string {
  const id = `flashcards.imports.problem.${problem.code}` as MessageId;
  const where = { place: problem.place, line: problem.line };
  switch (problem.code) {
    case 'sideTooLong':
      return t(id, { ...where, side: problem.side, max: problem.max });
    case 'soundsDropped':
    case 'imagesDropped':
    case 'imagesNotImported': {
      const listed = problem.files
        .map(({ name, missing }) =>
          t(
            missing ? 'flashcards.imports.problem.fileMissing' : 'flashcards.imports.problem.file',
            {
              name,
            },
          ),
        )
        .join(', ');
      const files = problem.moreFiles
        ? t('flashcards.imports.problem.moreFiles', { files: listed })
        : listed;
      return t(id, { ...where, files });
    }
    case 'overEditorLimit':
      return t(id, { ...where, count: problem.count, max: problem.max });
    case 'templateField':
      return t(id, {
        ...where,
        noteType: problem.noteType,
        template: problem.template,
        field: problem.field,
      });
    case 'templateSyntax':
      return t(id, { ...where, noteType: problem.noteType, template: problem.template });
    default:
      return t(id, where);
  }
}

/** The text of a refusal: its reason's message with the server's figures (else the limits). */
export function importRefusalText(
  reason: ImportRefusalReason,
  params: ImportRefusalParams,
  t: TFunction,
): string {
  const figures = { line: 1, kind: 'other', ...importRefusal(reason).params, ...params };
  return t(`flashcards.imports.refusal.${reason}` as MessageId, figures);
}

/** The text of a failed preview: a refusal by its reason, anything else by errorMessage. */
export function importFailureText(error: unknown, t: TFunction): string {
  if (error instanceof ImportRefusedError) return importRefusalText(error.reason, error.params, t);
  return errorMessage(error);
}
