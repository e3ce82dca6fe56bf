/**
 * Vietnamese messages: errors. `codes` is the text of each API error code and `auth` of each
 * Better Auth error code: the server's own catalogue (@app/contracts/messages), so both sides
 * say the same words; the dictionary's not-found text is Vietnamese here (the spec quotes it in
 * English, which is the English catalogue's).
 */
import { AUTH_ERROR_MESSAGES, ERROR_MESSAGES } from '@app/contracts/messages';

export const errors = {
  generic: 'Có lỗi xảy ra. Vui lòng thử lại.',
  network: 'Không thể kết nối máy chủ. Kiểm tra kết nối và thử lại.',
  rateLimitedSeconds: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau {seconds} giây.',
  rateLimitedMinutes: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau {minutes} phút.',
  twoFactorLockedMinutes:
    'Bạn đã nhập sai mã 5 lần liên tiếp nên xác thực hai bước của tài khoản tạm thời bị khóa. Vui lòng thử lại sau {minutes} phút.',
  codes: {
    ...ERROR_MESSAGES,
    WORD_NOT_FOUND: 'Không tìm thấy từ này. Hãy kiểm tra chính tả và thử lại.',
  },
  auth: AUTH_ERROR_MESSAGES,
};
