/**
 * The limits of an import and the Vietnamese texts of its refusals and problems (issue 7 §7,
 * issue 24), beside the figures they state; imports.ts re-exports them.
 */
import { SET_LIMITS } from './flashcards.ts';
import { TEMPLATE_PROBLEM_MESSAGES, type DroppedFile, type OtherFileKind } from './import-codes.ts';

/** Limits of an import (issue 7 §7). Sizes in bytes. */
export const IMPORT_LIMITS = {
  /** Cards (non-blank rows, lines or notes) one import may hold; past it the import is refused. */
  cardsPerImport: 2000,
  /** Largest accepted request body of POST /api/imports (upload or pasted text). */
  uploadMaxBytes: 60 * 1024 * 1024,
  /** Total bytes a zip's entries may inflate to (declared sizes and actual output). */
  inflatedMaxBytes: 50 * 1024 * 1024,
  /** Characters of pasted text. */
  textMaxChars: 10_000_000,
  /** Characters of a custom separator. */
  separatorMaxChars: 10,
  /**
   * Seconds one preview may take, from the start of the worker that reads it to its answer;
   * past it the worker is stopped and the import refused (400 importTimedOut).
   */
  previewSeconds: 8,
  /**
   * Distinct image files one import may store as card images (issue 24 §1); images past it are
   * reported (imagesNotImported) and the cards keep their text.
   */
  imagesPerImport: 1000,
  /**
   * Seconds the server spends storing one import's images (after its worker answered): an image
   * not started by then is reported (imagesNotImported), so a package of many huge images
   * cannot hold a core for minutes.
   */
  imageSeconds: 10,
  /**
   * Pixels (in megapixels, from each image's header) one import may decode in all: 1000
   * typical card images (≤ 0.3 MP each) fit; images past it are reported (imagesNotImported).
   */
  imageMegapixels: 300,
} as const;

const MB = 1024 * 1024;

/** How the Vietnamese messages name a kind of file (refusal otherFileKind). */
const OTHER_FILE_KIND_NAMES: Record<OtherFileKind, string> = {
  png: 'một ảnh PNG',
  jpeg: 'một ảnh JPEG',
  gif: 'một ảnh GIF',
  pdf: 'một tệp PDF',
  gzip: 'một tệp nén gzip',
  zstd: 'một tệp nén zstd',
  rar: 'một tệp nén RAR',
  '7z': 'một tệp nén 7z',
  office: 'một tài liệu Office cũ (.doc, .xls)',
  sqlite: 'một cơ sở dữ liệu SQLite',
};

export const IMPORT_MESSAGES = {
  defaultTitle: 'Bộ thẻ nhập',
  textRequired: 'Vui lòng dán nội dung cần nhập',
  textTooLong: 'Nội dung dán vào quá dài (tối đa 10 triệu ký tự)',
  separatorInvalid: `Dấu phân cách không hợp lệ (1–${IMPORT_LIMITS.separatorMaxChars} ký tự)`,
  separatorsEqual:
    'Dấu phân cách giữa thuật ngữ và định nghĩa phải khác dấu phân cách giữa các thẻ',
  fileRequired: 'Vui lòng chọn một tệp để nhập (trường "file")',
  unsupportedBody: 'Hãy tải lên một tệp (multipart/form-data) hoặc gửi nội dung dán vào (JSON).',
  invalidJson: 'Dữ liệu gửi lên không phải JSON hợp lệ.',
  uploadTooLarge: `Tệp tải lên quá lớn (tối đa ${IMPORT_LIMITS.uploadMaxBytes / MB} MB).`,
  tooManyCards: `Tệp có hơn ${IMPORT_LIMITS.cardsPerImport} thẻ. Mỗi lần nhập tối đa ${IMPORT_LIMITS.cardsPerImport} thẻ — hãy chia tệp thành nhiều phần nhỏ hơn.`,
  noCards: 'Không tìm thấy thẻ nào trong nội dung đã gửi.',
  notUtf8:
    'Tệp không đúng định dạng: không phải văn bản UTF-8. Hãy lưu lại dưới dạng CSV UTF-8 hoặc văn bản (.txt) UTF-8 rồi thử lại.',
  notZip:
    'Tệp không đúng định dạng gói Anki (.apkg, .colpkg): nội dung không phải tệp nén zip. Hãy xuất lại từ Anki.',
  otherFileKind: (kind: OtherFileKind) =>
    `Tệp không đúng định dạng: đây là ${OTHER_FILE_KIND_NAMES[kind]}, không phải gói Anki (.apkg, .colpkg), tệp CSV hay văn bản (.txt).`,
  noCollection:
    'Tệp không đúng định dạng gói Anki: tệp nén không chứa bộ sưu tập Anki (collection.anki2, collection.anki21 hoặc collection.anki21b).',
  zipTooLarge: `Gói Anki giải nén ra hơn ${IMPORT_LIMITS.inflatedMaxBytes / MB} MB — quá lớn để nhập.`,
  unsafeZipEntry:
    'Tệp nén chứa đường dẫn không an toàn (như "../" hoặc đường dẫn tuyệt đối) nên bị từ chối.',
  corruptZip: 'Tệp nén bị hỏng hoặc dùng kiểu nén không được hỗ trợ.',
  corruptCollection:
    'Không đọc được bộ sưu tập Anki trong gói: tệp bị hỏng hoặc không đúng định dạng.',
  packageTooNew:
    'Gói Anki này được tạo bằng phiên bản Anki mới hơn mà ứng dụng chưa đọc được. Trong Anki, hãy xuất lại và chọn "Hỗ trợ các phiên bản Anki cũ hơn".',
  collectionNotTables:
    'Gói Anki này bị từ chối: trong bộ sưu tập, bảng ghi chú, thẻ hoặc bộ thẻ (notes, cards, col, decks) không phải bảng dữ liệu thường mà là một truy vấn (view) hoặc bảng ảo — Anki không bao giờ tạo như vậy.',
  collectionHasTriggers:
    'Gói Anki này bị từ chối: bộ sưu tập chứa trigger (lệnh tự chạy trong cơ sở dữ liệu) — Anki không bao giờ tạo như vậy.',
  importTimedOut: `Tệp cần quá nhiều thời gian để đọc (hơn ${IMPORT_LIMITS.previewSeconds} giây) nên bị từ chối. Hãy kiểm tra lại tệp, hoặc chia thành nhiều tệp nhỏ hơn.`,
  importTooLarge:
    'Tệp quá lớn để đọc (cần quá nhiều bộ nhớ) nên bị từ chối. Hãy chia thành nhiều tệp nhỏ hơn.',
  importBusy: 'Máy chủ đang đọc nhiều tệp nhập khác. Vui lòng thử lại sau ít phút.',
  csvBroken: (line: number) =>
    `Tệp CSV bị lỗi ở dòng ${line}: dấu ngoặc kép chưa được đóng hoặc đặt sai chỗ.`,
  exportFormatInvalid: 'Định dạng xuất phải là csv, text hoặc apkg',
  exportImagesInvalid: 'Tham số images chỉ nhận true hoặc false, và chỉ dùng với định dạng csv',

  /** Where a problem comes from: a line of text or CSV, or an Anki note. */
  lineLabel: (line: number) => `Dòng ${line}`,
  noteLabel: (note: number) => `Ghi chú ${note}`,
  missingSeparator: (where: string) =>
    `${where}: không tìm thấy dấu phân cách giữa thuật ngữ và định nghĩa — dòng này được bỏ qua.`,
  unpairedLine: (where: string) =>
    `${where}: thuật ngữ này không có định nghĩa ở dòng sau (số dòng lẻ) — dòng này được bỏ qua; hãy kiểm tra các thẻ đã ghép.`,
  emptyFront: (where: string) => `${where}: mặt trước trống — thẻ này không được nhập.`,
  emptyBack: (where: string) => `${where}: mặt sau trống — thẻ này không được nhập.`,
  sideTooLong: (where: string, side: 'front' | 'back') =>
    `${where}: ${side === 'front' ? 'mặt trước' : 'mặt sau'} dài hơn ${SET_LIMITS.cardTextMax} ký tự (tối đa ${SET_LIMITS.cardTextMax} ký tự mỗi mặt) — thẻ này không được nhập.`,
  soundsDropped: (where: string, names: string) =>
    `${where}: đã bỏ âm thanh ${names} — ứng dụng chưa nhập âm thanh, chỉ nhập chữ.`,
  imagesDropped: (where: string, names: string) =>
    `${where}: đã bỏ hình ảnh ${names} — mỗi mặt thẻ chỉ giữ hình ảnh đầu tiên.`,
  imagesNotImported: (where: string, names: string) =>
    `${where}: không nhập được hình ảnh ${names} (thiếu, không đọc được, không phải JPEG, PNG, WebP hay GIF, hoặc quá ${IMPORT_LIMITS.imagesPerImport} ảnh) — thẻ được nhập không có hình này.`,
  /** The names of dropped media files: quoted, a missing one said so, ', …' when more. */
  fileNames: (files: readonly DroppedFile[], moreFiles: boolean) => {
    const listed = files
      .map(({ name, missing }) => (missing ? `"${name}" (không có trong gói)` : `"${name}"`))
      .join(', ');
    return moreFiles ? `${listed}, …` : listed;
  },
  overEditorLimit: (count: number, where: string) =>
    `Có ${count} thẻ, nhưng mỗi bộ thẻ lưu được tối đa ${SET_LIMITS.cardsPerSet} thẻ: từ ${where.toLowerCase()} trở đi, hãy lưu vào một bộ thẻ khác.`,
  ...TEMPLATE_PROBLEM_MESSAGES,
} as const;
