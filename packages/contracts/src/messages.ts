/**
 * The one message catalogue (DESIGN.md "Access, messages, hot paths"): the Vietnamese text of
 * every API error code, of Better Auth's error codes (spec §8 "Auth"), and of zod's validation
 * issues. The server answers with these texts and the web shows them; a library's own English
 * text never reaches the learner.
 * This module holds text only (no zod), so the web's first screen can import it cheaply; the
 * zod error map is in zod-messages.ts.
 */
import type { ErrorCode } from './errors.ts';
import { TWO_FACTOR_LOCKOUT } from './two-factor.ts';

/** Text of each API error code (DESIGN.md "Errors"). */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_ERROR: 'Dữ liệu gửi lên không hợp lệ.',
  INVALID_JSON: 'Dữ liệu gửi lên không phải JSON hợp lệ.',
  UNSUPPORTED_MEDIA_TYPE: 'Hãy gửi dữ liệu dạng JSON (Content-Type: application/json).',
  BAD_REQUEST: 'Yêu cầu không hợp lệ.',
  UNAUTHORIZED: 'Vui lòng đăng nhập để tiếp tục.',
  FORBIDDEN: 'Yêu cầu bị từ chối vì không đến từ trang của ứng dụng.',
  NOT_FOUND: 'Không tìm thấy địa chỉ yêu cầu.',
  SET_NOT_FOUND: 'Không tìm thấy bộ thẻ',
  SET_EMPTY: 'Bộ thẻ không tồn tại hoặc chưa có thẻ nào.',
  CARD_NOT_FOUND: 'Không tìm thấy thẻ trong bộ thẻ này.',
  SESSION_NOT_FOUND: 'Không tìm thấy phiên học.',
  SESSION_COMPLETED: 'Phiên học này đã kết thúc.',
  NOTHING_TO_UNDO: 'Không có lượt đánh giá nào để hoàn tác.',
  UNDO_CONFLICT:
    'Không thể hoàn tác lượt đánh giá này vì thẻ đã được đánh giá lại sau đó (ở phiên học khác).',
  SET_VERSION_CONFLICT:
    'Bộ thẻ đã được người khác thay đổi sau khi bạn mở. Hãy tải lại bản mới, hoặc lưu nội dung của bạn thành một bản sao.',
  SHARE_NOT_FOUND: 'Không tìm thấy lượt chia sẻ này.',
  CLASS_NOT_FOUND: 'Không tìm thấy lớp học.',
  CLASS_CODE_INVALID: 'Mã lớp không đúng hoặc lớp đã tắt tham gia bằng mã.',
  MEMBER_NOT_FOUND: 'Không tìm thấy thành viên này trong lớp.',
  INVITATION_NOT_FOUND: 'Không có lời mời nào đang chờ cho địa chỉ này.',
  ASSIGNMENT_NOT_FOUND: 'Bộ thẻ này chưa được giao cho lớp.',
  CLASS_LAST_TEACHER: 'Lớp cần ít nhất một giáo viên. Hãy thêm giáo viên khác trước, hoặc xóa lớp.',
  INVALID_PASSWORD: 'Mật khẩu không đúng.',
  DEVICE_NOT_FOUND: 'Không tìm thấy thiết bị này. Có thể thiết bị đã đăng xuất.',
  // the API answers wordNotFoundMessage(word), which names the word
  WORD_NOT_FOUND: 'Không tìm thấy từ này. Hãy kiểm tra chính tả và thử lại.',
  TEST_NOT_READY: 'Test chưa sẵn sàng!',
  RESULT_NOT_FOUND: 'Không tìm thấy kết quả bài thi này.',
  PAYLOAD_TOO_LARGE: 'Dữ liệu gửi lên quá lớn (tối đa 1 MB).',
  RATE_LIMITED: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.',
  INTERNAL_ERROR: 'Có lỗi xảy ra. Vui lòng thử lại.',
  ESTIMATE_FAILED:
    'Mô hình ước lượng band không trả lời được lúc này. Các nhận xét khác vẫn dùng được; hãy thử lại sau.',
  ESTIMATE_TIMEOUT:
    'Mô hình ước lượng band trả lời quá lâu. Các nhận xét khác vẫn dùng được; hãy thử lại sau.',
};

/**
 * The message of a dictionary 404 (WORD_NOT_FOUND), in Vietnamese like every server message
 * (issue 18; the web shows its own catalogue's text, whose English is spec §8's sentence).
 */
export function wordNotFoundMessage(word: string): string {
  return `Không tìm thấy "${word}". Hãy kiểm tra chính tả và thử lại.`;
}

/** The message of a 429, saying when the block lifts (seconds from Retry-After). */
export function rateLimitedMessage(retryAfterSeconds: number | null | undefined): string {
  if (retryAfterSeconds === null || retryAfterSeconds === undefined) {
    return ERROR_MESSAGES.RATE_LIMITED;
  }
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds < 90 ? `${seconds} giây` : `${Math.ceil(seconds / 60)} phút`;
  return `Bạn thao tác quá nhanh. Vui lòng thử lại sau ${wait}.`;
}

/**
 * The message of a two-factor lockout (429 ACCOUNT_TEMPORARILY_LOCKED, issue 34 item 29),
 * saying in whole minutes (at least 1) when the lock ends (seconds from Retry-After).
 */
export function twoFactorLockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Bạn đã nhập sai mã ${TWO_FACTOR_LOCKOUT.maxFailedAttempts} lần liên tiếp nên xác thực hai bước của tài khoản tạm thời bị khóa. Vui lòng thử lại sau ${minutes} phút.`;
}

/**
 * Better Auth's error codes (its BASE_ERROR_CODES and ours) → the Vietnamese text the learner
 * reads. Spec §8: sign-in and sign-up failures show this text in a red box.
 */
export const AUTH_ERROR_MESSAGES = {
  INVALID_EMAIL_OR_PASSWORD: 'Email hoặc mật khẩu không đúng.',
  INVALID_PASSWORD: 'Mật khẩu không đúng.',
  INVALID_EMAIL: 'Email không hợp lệ!',
  USER_NOT_FOUND: 'Email hoặc mật khẩu không đúng.',
  EMAIL_NOT_VERIFIED:
    'Email chưa được xác thực. Chúng tôi vừa gửi lại liên kết xác thực, vui lòng kiểm tra hộp thư.',
  USER_ALREADY_EXISTS: 'Email này đã được đăng ký.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Email này đã được đăng ký. Vui lòng dùng email khác.',
  PASSWORD_TOO_SHORT: 'Mật khẩu phải có ít nhất 6 ký tự!',
  PASSWORD_TOO_LONG: 'Mật khẩu quá dài (tối đa 128 ký tự)',
  PASSWORD_TOO_COMMON: 'Mật khẩu này quá phổ biến và dễ đoán. Vui lòng chọn mật khẩu khác.',
  INVALID_TOKEN: 'Link đặt lại mật khẩu không hợp lệ hoặc đã hết hạn. Vui lòng yêu cầu link mới.',
  TOKEN_EXPIRED: 'Link đặt lại mật khẩu không hợp lệ hoặc đã hết hạn. Vui lòng yêu cầu link mới.',
  SESSION_EXPIRED: 'Phiên làm việc đã hết hạn. Vui lòng đăng nhập lại.',
  INVALID_ORIGIN:
    'Yêu cầu bị từ chối vì địa chỉ trang không được tin cậy. Hãy mở ứng dụng bằng địa chỉ mà máy chủ in ra khi khởi động.',
  MISSING_OR_NULL_ORIGIN:
    'Yêu cầu bị từ chối vì không rõ nguồn gốc. Hãy mở ứng dụng bằng địa chỉ mà máy chủ in ra khi khởi động.',
  INVALID_CALLBACK_URL: 'Địa chỉ chuyển hướng không hợp lệ.',
  INVALID_REDIRECT_URL: 'Địa chỉ chuyển hướng không hợp lệ.',
  FAILED_TO_CREATE_USER: 'Không thể tạo tài khoản. Vui lòng thử lại.',
  FAILED_TO_CREATE_SESSION: 'Không thể đăng nhập lúc này. Vui lòng thử lại.',
  FAILED_TO_GET_SESSION: 'Không thể đọc phiên đăng nhập. Vui lòng thử lại.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Email hoặc mật khẩu không đúng.',
  VALIDATION_ERROR: 'Dữ liệu gửi lên không hợp lệ.',
  INVALID_JSON: 'Dữ liệu gửi lên không phải JSON hợp lệ.',
  UNSUPPORTED_MEDIA_TYPE: 'Hãy gửi dữ liệu dạng JSON (Content-Type: application/json).',
  BAD_REQUEST: 'Yêu cầu không hợp lệ.',
  MISSING_FIELD: 'Thiếu thông tin bắt buộc.',
  BODY_MUST_BE_AN_OBJECT: 'Dữ liệu gửi lên không hợp lệ.',
  RATE_LIMITED: ERROR_MESSAGES.RATE_LIMITED,
  UNAUTHORIZED: ERROR_MESSAGES.UNAUTHORIZED,
  // Settings (profile, e-mail change, sessions) and Better Auth's twoFactor plugin.
  FAILED_TO_UPDATE_USER: 'Có lỗi xảy ra khi cập nhật.',
  EMAIL_CAN_NOT_BE_UPDATED: 'Email đã được sử dụng hoặc không hợp lệ.',
  CHANGE_EMAIL_DISABLED: 'Chưa thể đổi email lúc này.',
  INVALID_USER: 'Liên kết này thuộc về một tài khoản khác. Hãy đăng xuất rồi mở lại liên kết.',
  SESSION_NOT_FRESH: 'Vui lòng đăng nhập lại để thực hiện thao tác này.',
  OTP_NOT_ENABLED: 'Xác thực hai bước chưa được bật.',
  OTP_NOT_CONFIGURED: 'Hình thức xác thực này không được hỗ trợ.',
  OTP_HAS_EXPIRED: 'Mã xác thực đã hết hạn.',
  TOTP_NOT_ENABLED: 'Xác thực hai bước chưa được bật.',
  TOTP_ALREADY_ENABLED: 'Xác thực hai bước đã được bật.',
  TOTP_NOT_CONFIGURED: 'Hình thức xác thực này không được hỗ trợ.',
  TWO_FACTOR_NOT_ENABLED: 'Xác thực hai bước chưa được bật.',
  BACKUP_CODES_NOT_ENABLED: 'Mã dự phòng chưa được tạo.',
  INVALID_BACKUP_CODE: 'Mã dự phòng không đúng hoặc đã được dùng.',
  INVALID_CODE: 'Mã xác thực không đúng. Hãy nhập mã mới nhất trong ứng dụng xác thực.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Bạn đã nhập sai quá nhiều lần. Vui lòng đăng nhập lại.',
  ACCOUNT_TEMPORARILY_LOCKED: `Bạn đã nhập sai mã ${TWO_FACTOR_LOCKOUT.maxFailedAttempts} lần liên tiếp nên xác thực hai bước của tài khoản tạm thời bị khóa trong ${TWO_FACTOR_LOCKOUT.minutes} phút. Vui lòng thử lại sau.`,
  INVALID_TWO_FACTOR_COOKIE: 'Phiên xác thực hai bước đã hết hạn. Vui lòng đăng nhập lại.',
} satisfies Record<string, string>;

/** The auth error codes that have a text of their own. */
export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

/** Fallback for an auth failure with an unknown code (spec §8: 'Có lỗi xảy ra. Vui lòng thử lại.'). */
export const AUTH_FALLBACK_MESSAGE = 'Có lỗi xảy ra. Vui lòng thử lại.';

/**
 * The Vietnamese text of an auth failure: its code's text, else by HTTP status, else the
 * fallback. Never returns the library's own message.
 */
export function authErrorText(
  code: string | null | undefined,
  status: number,
  retryAfterSeconds?: number | null,
): string {
  if (status === 429 && code === 'ACCOUNT_TEMPORARILY_LOCKED') {
    return typeof retryAfterSeconds === 'number'
      ? twoFactorLockedMessage(retryAfterSeconds)
      : AUTH_ERROR_MESSAGES.ACCOUNT_TEMPORARILY_LOCKED;
  }
  if (status === 429) return rateLimitedMessage(retryAfterSeconds);
  if (code && Object.hasOwn(AUTH_ERROR_MESSAGES, code)) {
    return AUTH_ERROR_MESSAGES[code as AuthErrorCode];
  }
  if (status === 401) return ERROR_MESSAGES.UNAUTHORIZED;
  if (status === 413) return ERROR_MESSAGES.PAYLOAD_TOO_LARGE;
  if (status === 400 || status === 422) return ERROR_MESSAGES.VALIDATION_ERROR;
  return AUTH_FALLBACK_MESSAGE;
}
