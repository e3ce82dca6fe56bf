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
  showPassword: 'Hiện mật khẩu',
  hidePassword: 'Ẩn mật khẩu',
  notFound: {
    title: 'Không tìm thấy trang',
    body: 'Trang bạn tìm không tồn tại hoặc chưa được xây dựng.',
    home: 'Về trang chủ',
  },
  language: {
    label: 'Ngôn ngữ',
    vi: 'Tiếng Việt',
    en: 'English',
  },
};
