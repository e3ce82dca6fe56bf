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
    '{n, plural, =0 {Bạn đang ngoại tuyến. Những gì đã tải vẫn dùng được; kết quả học được giữ trên máy này và tự gửi khi có mạng.} other {Bạn đang ngoại tuyến. Những gì đã tải vẫn dùng được; # kết quả học đang được giữ trên máy này và sẽ tự gửi khi có mạng.}}',
  /** A screen that cannot open with no network (issue 34 §1): why, and what opens offline. */
  needsNetwork: {
    page: 'Trang này cần kết nối mạng.',
    set: 'Bộ thẻ này chưa được lưu trên máy này nên cần kết nối mạng để mở lần đầu.',
    today: 'Danh sách Hôm nay chưa được lưu trên máy này nên cần kết nối mạng để mở lần đầu.',
    offer: 'Khi ngoại tuyến, bạn vẫn mở được:',
    todayLink: 'Hôm nay',
  },
  /** Signed out with no connection (issue 34 §24), on the sign-in page until the server knows. */
  signOutPending:
    'Bạn đã đăng xuất trên máy này. Máy đang ngoại tuyến nên phiên đăng nhập sẽ được đóng hẳn trên máy chủ ngay khi có mạng trở lại; kết quả học chưa gửi sẽ được gửi trước.',
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
