/**
 * Validation issues (zod's `error.issues`) as the messages a form shows under its fields: one
 * message per field, the first issue for it, keyed by the issue's dotted path (`title`,
 * `cards.2.front`); an issue without a path is keyed `form`. A contracts' message with a catalogue
 * text (form-messages.ts) is shown in the interface language.
 */
import { formMessage } from './form-messages.ts';

export interface FormIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export function fieldErrors(issues: readonly FormIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    errors[key] ??= formMessage(issue.message);
  }
  return errors;
}
