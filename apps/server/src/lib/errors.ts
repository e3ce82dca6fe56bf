/**
 * Domain errors thrown by services and turned into the API error shape of DESIGN.md by the
 * app's error handler: `{ error: { code, message, field? } }` with the matching HTTP status.
 */
import type { ErrorCode } from '@app/contracts';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500;

export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): { error: { code: ErrorCode; message: string; field?: string } } {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.field === undefined ? {} : { field: this.field }),
      },
    };
  }
}

/** Vietnamese messages of the errors the API answers. */
export const MESSAGES = {
  unauthorized: 'Vui lòng đăng nhập để tiếp tục.',
  setNotFound: 'Không tìm thấy bộ thẻ',
  setEmpty: 'Bộ thẻ không tồn tại hoặc chưa có thẻ nào.',
  cardNotFound: 'Không tìm thấy thẻ trong bộ thẻ này.',
  sessionNotFound: 'Không tìm thấy phiên học.',
  sessionCompleted: 'Phiên học này đã kết thúc.',
  nothingToUndo: 'Không có lượt đánh giá nào để hoàn tác.',
  notFound: 'Không tìm thấy địa chỉ yêu cầu.',
  tooLarge: 'Dữ liệu gửi lên quá lớn (tối đa 1 MB).',
  internal: 'Có lỗi xảy ra. Vui lòng thử lại.',
} as const;

export const setNotFound = () => new AppError(404, 'SET_NOT_FOUND', MESSAGES.setNotFound);
