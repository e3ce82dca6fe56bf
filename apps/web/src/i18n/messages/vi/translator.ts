/**
 * Vietnamese messages: the translator (spec §2 Translator, §8; issue 18 §4: the word-by-word
 * gloss said as such, the browser's on-device translator with its download and time-out).
 * ICU MessageFormat strings.
 */
export const translator = {
  title: 'Dịch Anh ↔ Việt',
  subtitle: 'Gõ từ, cụm từ hoặc câu rồi bấm Dịch (Ctrl+Enter).',
  languages: { en: 'Tiếng Anh (EN)', vi: 'Tiếng Việt (VI)' },
  placeholder: { en: 'Nhập tiếng Anh...', vi: 'Nhập tiếng Việt...' },
  count: '{n} / {max}',
  swap: 'Đổi chiều',
  swapLabel: 'Đổi chiều dịch',
  output: 'Bản dịch',
  copy: 'Sao chép',
  copied: 'Đã sao chép',
  translate: 'Dịch',
  translating: 'Đang dịch',
  failed: 'Dịch không thành công. Vui lòng thử lại.',
  gloss: {
    title: 'Dịch từng từ (chưa phải bản dịch cả câu)',
    body: 'Ứng dụng chỉ tra từng từ trong bảng từ vựng của mình; cả câu cần một công cụ dịch máy. Bấm một từ để xem trong từ điển.',
    listLabel: 'Các từ đã tra',
    unknown: 'không có trong bảng từ',
    lookUp: 'Tra "{word}" trong từ điển',
    adminHint: 'Quản trị viên có thể bật LibreTranslate để dịch cả câu.',
  },
  browser: {
    offer: 'Dịch cả câu bằng trình duyệt (trên máy của bạn)',
    preparing: 'Trình duyệt đang chuẩn bị công cụ dịch...',
    downloading: 'Đang tải gói ngôn ngữ của trình duyệt: {percent, number, percent}',
    translating: 'Trình duyệt đang dịch...',
    timeout:
      'Trình duyệt không dịch xong sau {seconds} giây. Có thể gói ngôn ngữ vẫn đang tải; bạn có thể thử lại sau hoặc dùng bản dịch từng từ.',
    failed: 'Trình duyệt không dịch được câu này.',
    cancel: 'Dừng và quay lại bản dịch từng từ',
    done: 'Dịch bằng công cụ dịch có sẵn trong trình duyệt.',
  },
};
