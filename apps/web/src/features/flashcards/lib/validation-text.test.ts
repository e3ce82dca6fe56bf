import { SET_MESSAGES, SHARE_MESSAGES, UPLOAD_MESSAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { loadMessages, loadedMessages } from '../../../i18n/catalogues.ts';
import type { TFunction } from '../../../i18n/i18n.tsx';
import { makeIntl } from '../../../i18n/translate.ts';
import { validationText } from './validation-text.ts';

const tOf =
  (intl: ReturnType<typeof makeIntl>): TFunction =>
  (id, values) =>
    intl.formatMessage({ id }, values);
const vi = tOf(makeIntl('vi', loadedMessages('vi')!));
const en = tOf(makeIntl('en', await loadMessages('en')));

describe('validationText', () => {
  it('keeps the contracts Vietnamese texts word for word on a Vietnamese page', () => {
    for (const message of [
      SET_MESSAGES.titleRequired,
      SET_MESSAGES.titleTooLong,
      SET_MESSAGES.noCompleteCard,
      SET_MESSAGES.tooManyCards,
      SET_MESSAGES.uploadsPending,
      SET_MESSAGES.incompleteCard(3),
      UPLOAD_MESSAGES.notImage,
      UPLOAD_MESSAGES.cardImageTooLarge,
      SHARE_MESSAGES.emailRequired,
      SHARE_MESSAGES.self,
    ]) {
      expect(validationText(message, vi, 'vi')).toBe(message);
    }
  });

  it('gives the English text on an English page', () => {
    expect(validationText(SET_MESSAGES.titleRequired, en, 'en')).toBe('Please enter a set title');
    expect(validationText(SET_MESSAGES.incompleteCard(3), en, 'en')).toBe(
      'Card 3 needs both a front and a back',
    );
    expect(validationText(SET_MESSAGES.tooManyCards, en, 'en')).toBe(
      'A set holds at most 1000 cards',
    );
  });

  it('never shows an unknown Vietnamese text on an English page', () => {
    expect(validationText('Một lỗi lạ', vi, 'vi')).toBe('Một lỗi lạ');
    expect(validationText('Một lỗi lạ', en, 'en')).toBe('Something went wrong. Please try again.');
  });
});
