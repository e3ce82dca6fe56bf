/**
 * Vietnamese messages: layout (the header, its menu, the section navigation, the theme and
 * language choices, the screen-loading failure).
 */
export const layout = {
  back: 'Quay lại',
  darkOn: 'Bật chế độ tối',
  darkOff: 'Tắt chế độ tối',
  settings: 'Cài đặt',
  signOut: 'Đăng xuất',
  offline:
    'Bạn đang ngoại tuyến. Những gì đã tải vẫn dùng được; kết quả học được giữ trên máy này và tự gửi khi có mạng.',
  install: 'Cài ứng dụng',
  update: {
    available: 'Có phiên bản mới',
    reload: 'Tải lại',
    later: 'Để sau',
  },
  menu: 'Mở menu',
  closeMenu: 'Đóng menu',
  accountMenu: 'Tài khoản và tùy chọn',
  mainNav: 'Các mục chính',
  /** The header's menu of the sections its bar has no room for (1024-1279 px). */
  more: 'Xem thêm',
  tabBar: 'Thanh điều hướng',
  sections: {
    home: 'Trang chủ',
    today: 'Hôm nay',
    flashcards: 'Thẻ ghi nhớ',
    games: 'Trò chơi',
    dictionary: 'Từ điển',
    translator: 'Dịch',
    radio: 'Bài nghe',
    ielts: 'IELTS',
    stats: 'Thống kê',
    classes: 'Lớp học',
    settings: 'Cài đặt',
  },
  /** The tab bar's short labels (its links are named by the sections' full names). */
  tabs: {
    home: 'Trang chủ',
    today: 'Hôm nay',
    flashcards: 'Thẻ',
    dictionary: 'Từ điển',
    ielts: 'IELTS',
  },
  theme: {
    label: 'Chế độ sáng/tối',
    light: 'Sáng',
    dark: 'Tối',
    system: 'Theo hệ thống',
  },
  chunk: {
    title: 'Không tải được trang này',
    body: 'Kết nối quá chậm hoặc bị gián đoạn. Kiểm tra kết nối rồi thử lại.',
  },
};
