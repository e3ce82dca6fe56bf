/** Vietnamese messages: words every screen uses, and the not-found page. */
export const common = {
  appName: 'IELTS Study',
  loading: 'Đang tải...',
  retry: 'Thử lại',
  cancel: 'Hủy',
  close: 'Đóng',
  back: 'Quay lại',
  delete: 'Xóa',
  edit: 'Sửa',
  save: 'Lưu',
  cards: '{n, plural, other {# thẻ}}',
  /** A playback speed, e.g. '0,75×'. */
  playbackRate: '{rate}×',
  showPassword: 'Hiện mật khẩu',
  hidePassword: 'Ẩn mật khẩu',
  notFound: {
    title: 'Không tìm thấy trang',
    body: 'Trang bạn tìm không tồn tại hoặc chưa được xây dựng.',
    home: 'Về trang chủ',
  },
  /** The card tag presets (contracts TAG_PRESETS, stored in English) as the learner reads them. */
  tags: {
    Noun: 'Danh từ',
    Verb: 'Động từ',
    Adjective: 'Tính từ',
    Adverb: 'Trạng từ',
    Grammar: 'Ngữ pháp',
    Phrase: 'Cụm từ',
    Idiom: 'Thành ngữ',
    Pronunciation: 'Phát âm',
    Formal: 'Trang trọng',
    Informal: 'Thân mật',
  },
  language: {
    label: 'Ngôn ngữ',
    vi: 'Tiếng Việt',
    en: 'English',
  },
};
