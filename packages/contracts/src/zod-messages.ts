/**
 * The Vietnamese texts of zod's validation issues (part of the one message catalogue, beside
 * messages.ts). Importing this module installs `vietnameseIssueMessage` as zod's global error
 * map, so a schema without a message of its own still fails in Vietnamese and says what is
 * wrong (schema-level messages take precedence). The package's index imports it.
 */
import { z } from 'zod';

const TYPE_NAMES: Record<string, string> = {
  string: 'chuỗi ký tự',
  number: 'số',
  int: 'số nguyên',
  bigint: 'số nguyên',
  boolean: 'true hoặc false',
  object: 'đối tượng',
  array: 'danh sách',
  date: 'ngày giờ',
  null: 'null',
  undefined: 'không có giá trị',
};

const FORMAT_NAMES: Record<string, string> = {
  uuid: 'Mã định danh (UUID)',
  email: 'Địa chỉ email',
  url: 'Địa chỉ URL',
  datetime: 'Thời điểm (ISO 8601)',
  date: 'Ngày (ISO 8601)',
  time: 'Giờ (ISO 8601)',
  regex: 'Định dạng',
};

function receivedName(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return TYPE_NAMES.array!;
  if (typeof input === 'number' && Number.isNaN(input)) return 'NaN';
  return TYPE_NAMES[typeof input] ?? typeof input;
}

const UNITS: Record<string, string> = {
  string: 'ký tự',
  array: 'phần tử',
  set: 'phần tử',
  file: 'byte',
};

/** The text of a missing required field (the field's dotted path is added where known). */
export const MISSING_FIELD_MESSAGE = 'Thiếu trường bắt buộc';

/** 'Thiếu trường bắt buộc: rating' */
export function missingFieldMessage(field: string): string {
  return `${MISSING_FIELD_MESSAGE}: ${field}`;
}

/**
 * Vietnamese text of a zod issue that carries no message of its own; it says what is wrong
 * (missing, wrong type, too long, bad format…). Installed as zod's global error map below.
 */
export function vietnameseIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return MISSING_FIELD_MESSAGE;
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      return `Sai kiểu dữ liệu: cần ${expected}, nhận được ${receivedName(issue.input)}`;
    }
    case 'too_big': {
      const unit = UNITS[issue.origin];
      return unit
        ? `Quá dài: tối đa ${String(issue.maximum)} ${unit}`
        : `Giá trị quá lớn: tối đa ${String(issue.maximum)}`;
    }
    case 'too_small': {
      const unit = UNITS[issue.origin];
      if (unit && Number(issue.minimum) === 1 && issue.origin === 'string') {
        return 'Không được để trống';
      }
      return unit
        ? `Quá ngắn: tối thiểu ${String(issue.minimum)} ${unit}`
        : `Giá trị quá nhỏ: tối thiểu ${String(issue.minimum)}`;
    }
    case 'invalid_format':
      return `${FORMAT_NAMES[issue.format] ?? 'Định dạng'} không hợp lệ`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Giá trị không hợp lệ: cần ${String(issue.values[0])}`
        : `Giá trị không hợp lệ: cần một trong ${issue.values.map(String).join(', ')}`;
    case 'not_multiple_of':
      return `Giá trị phải là bội số của ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Trường không được hỗ trợ: ${issue.keys.join(', ')}`;
    default:
      return 'Dữ liệu không hợp lệ';
  }
}

z.config({ customError: (issue) => vietnameseIssueMessage(issue) });
