/**
 * Vietnamese messages: flashcards.imports (the import screen, its preview's problems and the
 * reasons an import is refused). The problem and refusal texts are the server's own
 * (IMPORT_MESSAGES in packages/contracts/src/imports.ts), word for word.
 */
import type { ImportRefusalReason } from '@app/contracts';

export const flashcardsImports = {
  title: 'Nhập bộ thẻ',
  subtitle: 'Chuyển bộ thẻ từ Quizlet, Anki hoặc một tệp CSV sang đây.',
  link: 'Nhập từ Quizlet / Anki',
  fromFile: 'Tải tệp lên',
  fromText: 'Dán văn bản',
  file: 'Tệp cần nhập',
  fileHint: 'Văn bản xuất từ Quizlet (.txt), CSV có dòng tiêu đề, hoặc gói Anki (.apkg, .colpkg).',
  fileRequired: 'Vui lòng chọn tệp cần nhập',
  /** Anki review history (issue 24 §1): the option, and each card's line in the preview. */
  keepHistory: 'Giữ lịch ôn',
  keepHistoryHint:
    'Với gói Anki: giữ ngày đến hạn và lịch sử ôn của từng thẻ, để ôn tiếp như trong Anki.',
  cardHistory: 'đã ôn {n, plural, other {# lần}} · đến hạn {date}',
  text: 'Văn bản xuất từ Quizlet',
  textPlaceholder: 'resilient\tkiên cường\nscarce\tkhan hiếm',
  textRequired: 'Vui lòng dán nội dung cần nhập',
  textHint:
    'Cũng có thể sao chép cả trang học phần trên Quizlet rồi dán vào đây: thuật ngữ và định nghĩa nằm trên các dòng xen kẽ sẽ được nhận ra.',
  /** How pasted text was read (issue 24 §3), shown above the preview's cards. */
  layoutAlternating:
    'Phát hiện thuật ngữ và định nghĩa nằm trên các dòng xen kẽ (văn bản sao chép từ trang học phần Quizlet): {n, plural, other {# thẻ}}. Hãy kiểm tra vài thẻ đầu trước khi nhập.',
  readAsLines: 'Không phải? Đọc mỗi dòng là một thẻ',
  layoutLines: 'Đang đọc mỗi dòng là một thẻ, với dấu phân cách đã chọn.',
  readAsAlternating: 'Đọc thuật ngữ và định nghĩa trên các dòng xen kẽ',
  termSeparator: 'Giữa thuật ngữ và định nghĩa',
  cardSeparator: 'Giữa các thẻ',
  tab: 'Tab',
  comma: 'Dấu phẩy',
  newline: 'Xuống dòng',
  semicolon: 'Dấu chấm phẩy',
  custom: 'Khác',
  customOf: '{legend}: ký tự khác',
  preview: 'Xem trước',
  reading: 'Đang đọc...',
  found: '{n, plural, other {# thẻ sẵn sàng để nhập}}',
  open: 'Mở trong trình chỉnh sửa',
  problems: '{n, plural, other {# mục cần lưu ý}}',
  more: '{n, plural, other {… và # thẻ nữa}}',
  tooMany:
    'Một bộ thẻ có tối đa {max, number} thẻ. Hãy chia tệp thành nhiều phần rồi nhập từng phần.',
  imported: 'Đã mở nội dung vừa nhập. Hãy kiểm tra rồi bấm Lưu thay đổi để lưu.',
  export: 'Tải về',
  exportAs: 'Tải về dạng {format}',
  /** The export menu's CSV with the card images in a zip (issue 24 §2). */
  exportCsvImages: 'CSV + ảnh (.zip)',
  /** The alt text of a card image's thumbnail in the preview. */
  thumbnail: 'Ảnh {side, select, front {mặt trước} other {mặt sau}} của thẻ {n}',

  /** Picking an Anki package's cards (issue 24 §1): templates, decks, one set per deck. */
  pick: {
    groups: 'Chọn loại thẻ cần nhập',
    group: '{noteType} — {template} ({n, plural, other {# thẻ}})',
    groupUnread: 'Kiểu ghi chú không đọc được: hai trường đầu ({n, plural, other {# thẻ}})',
    decks: 'Chọn deck cần nhập',
    deck: '{name} ({n, plural, other {# thẻ}})',
    saveDecks: 'Lưu thành {n, plural, other {# bộ thẻ}}',
    saveDecksHint:
      'Mỗi deck được lưu thành một bộ thẻ riêng, đặt tên theo deck. Deck có hơn {max, number} thẻ được chia thành nhiều bộ.',
    partTitle: '{title} (phần {part}/{parts})',
    saving: 'Đang lưu bộ thẻ {i}/{n}: {title}…',
    saved: 'Đã lưu {n, plural, other {# bộ thẻ}}:',
    savedSet: '{title} — {n, plural, other {# thẻ}}',
    failed: 'Không lưu được bộ thẻ "{title}": {error} Các bộ thẻ đã lưu vẫn được giữ.',
    retry: 'Lưu tiếp các bộ còn lại',
  },
  exportWithHistory: 'Anki (.apkg) kèm lịch ôn',

  /** The title of pasted text (contracts IMPORT_MESSAGES.defaultTitle). */
  defaultTitle: 'Bộ thẻ nhập',
  /** The problems of a preview by code (contracts IMPORT_PROBLEM_CODES): the server's texts. */
  problem: {
    missingSeparator:
      '{place, select, note {Ghi chú} other {Dòng}} {line}: không tìm thấy dấu phân cách giữa thuật ngữ và định nghĩa — dòng này được bỏ qua.',
    unpairedLine:
      '{place, select, note {Ghi chú} other {Dòng}} {line}: thuật ngữ này không có định nghĩa ở dòng sau (số dòng lẻ) — dòng này được bỏ qua; hãy kiểm tra các thẻ đã ghép.',
    emptyFront:
      '{place, select, note {Ghi chú} other {Dòng}} {line}: mặt trước trống — thẻ này không được nhập.',
    emptyBack:
      '{place, select, note {Ghi chú} other {Dòng}} {line}: mặt sau trống — thẻ này không được nhập.',
    sideTooLong:
      '{place, select, note {Ghi chú} other {Dòng}} {line}: {side, select, front {mặt trước} other {mặt sau}} dài hơn {max} ký tự (tối đa {max} ký tự mỗi mặt) — thẻ này không được nhập.',
    soundsDropped:
      '{place, select, note {Ghi chú} other {Dòng}} {line}: đã bỏ âm thanh {files} — ứng dụng chưa nhập âm thanh, chỉ nhập chữ.',
    imagesDropped:
      '{place, select, note {Ghi chú} other {Dòng}} {line}: đã bỏ hình ảnh {files} — mỗi mặt thẻ chỉ giữ hình ảnh đầu tiên.',
    imagesNotImported:
      '{place, select, note {Ghi chú} other {Dòng}} {line}: không nhập được hình ảnh {files} (thiếu, không đọc được, không phải JPEG, PNG, WebP hay GIF, hoặc quá 1000 ảnh) — thẻ được nhập không có hình này.',
    overEditorLimit:
      'Có {count} thẻ, nhưng mỗi bộ thẻ lưu được tối đa {max} thẻ: từ {place, select, note {ghi chú} other {dòng}} {line} trở đi, hãy lưu vào một bộ thẻ khác.',
    templateField:
      '{place, select, note {Ghi chú} other {Dòng}} {line}: mẫu thẻ "{template}" của kiểu ghi chú "{noteType}" dùng trường "{field}" mà kiểu ghi chú không có — chỗ đó để trống trên mọi thẻ của mẫu này.',
    templateSyntax:
      '{place, select, note {Ghi chú} other {Dòng}} {line}: mẫu thẻ "{template}" của kiểu ghi chú "{noteType}" có cú pháp \'{{…}}\' bị lỗi — phần lỗi được bỏ qua; hãy kiểm tra các thẻ của mẫu này.',
    /** A media file a problem names; one the package lacks; the list when more were dropped. */
    file: '"{name}"',
    fileMissing: '"{name}" (không có trong gói)',
    moreFiles: '{files}, …',
  },
  /** Why an import is refused (contracts IMPORT_REFUSAL_REASONS): the server's texts. */
  refusal: {
    textRequired: 'Vui lòng dán nội dung cần nhập',
    textTooLong: 'Nội dung dán vào quá dài (tối đa 10 triệu ký tự)',
    separatorInvalid: 'Dấu phân cách không hợp lệ (1–{max} ký tự)',
    separatorsEqual:
      'Dấu phân cách giữa thuật ngữ và định nghĩa phải khác dấu phân cách giữa các thẻ',
    fileRequired: 'Vui lòng chọn một tệp để nhập (trường "file")',
    unsupportedBody: 'Hãy tải lên một tệp (multipart/form-data) hoặc gửi nội dung dán vào (JSON).',
    invalidJson: 'Dữ liệu gửi lên không phải JSON hợp lệ.',
    uploadTooLarge: 'Tệp tải lên quá lớn (tối đa {maxMb} MB).',
    tooManyCards:
      'Tệp có hơn {max} thẻ. Mỗi lần nhập tối đa {max} thẻ — hãy chia tệp thành nhiều phần nhỏ hơn.',
    noCards: 'Không tìm thấy thẻ nào trong nội dung đã gửi.',
    notUtf8:
      'Tệp không đúng định dạng: không phải văn bản UTF-8. Hãy lưu lại dưới dạng CSV UTF-8 hoặc văn bản (.txt) UTF-8 rồi thử lại.',
    notZip:
      'Tệp không đúng định dạng gói Anki (.apkg, .colpkg): nội dung không phải tệp nén zip. Hãy xuất lại từ Anki.',
    otherFileKind:
      'Tệp không đúng định dạng: đây là {kind, select, png {một ảnh PNG} jpeg {một ảnh JPEG} gif {một ảnh GIF} pdf {một tệp PDF} gzip {một tệp nén gzip} zstd {một tệp nén zstd} rar {một tệp nén RAR} 7z {một tệp nén 7z} office {một tài liệu Office cũ (.doc, .xls)} sqlite {một cơ sở dữ liệu SQLite} other {một loại tệp khác}}, không phải gói Anki (.apkg, .colpkg), tệp CSV hay văn bản (.txt).',
    noCollection:
      'Tệp không đúng định dạng gói Anki: tệp nén không chứa bộ sưu tập Anki (collection.anki2, collection.anki21 hoặc collection.anki21b).',
    zipTooLarge: 'Gói Anki giải nén ra hơn {maxMb} MB — quá lớn để nhập.',
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
    importTimedOut:
      'Tệp cần quá nhiều thời gian để đọc (hơn {seconds} giây) nên bị từ chối. Hãy kiểm tra lại tệp, hoặc chia thành nhiều tệp nhỏ hơn.',
    importTooLarge:
      'Tệp quá lớn để đọc (cần quá nhiều bộ nhớ) nên bị từ chối. Hãy chia thành nhiều tệp nhỏ hơn.',
    importBusy: 'Máy chủ đang đọc nhiều tệp nhập khác. Vui lòng thử lại sau ít phút.',
    csvBroken: 'Tệp CSV bị lỗi ở dòng {line}: dấu ngoặc kép chưa được đóng hoặc đặt sai chỗ.',
  } satisfies Record<ImportRefusalReason, string>,
};
