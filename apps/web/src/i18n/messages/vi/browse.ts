/**
 * Vietnamese messages: the card browser (issue 19 §3, "Find any card"): search every card the
 * learner may read, filter, suspend, unsuspend and reset one. ICU MessageFormat strings.
 */
export const browse = {
  title: 'Tìm thẻ',
  subtitle: 'Tìm trong mọi bộ thẻ của bạn và bộ được chia sẻ, theo mặt trước, mặt sau hoặc nhãn.',
  back: 'Về danh sách bộ thẻ',
  searchLabel: 'Tìm thẻ',
  searchPlaceholder: 'Từ, nghĩa, nhãn (không cần dấu)',
  clear: 'Xóa ô tìm',
  filtersLabel: 'Lọc thẻ',
  filters: {
    all: 'Tất cả',
    due: 'Đến hạn',
    new: 'Mới',
    difficult: 'Khó',
    suspended: 'Tạm ngưng',
  },
  setLabel: 'Bộ thẻ',
  allSets: 'Mọi bộ thẻ',
  total: '{n, plural, =0 {Không có thẻ nào} other {# thẻ}}',
  shown: 'Đang hiện {shown} / {total}',
  loadMore: 'Xem thêm',
  loadingMore: 'Đang tải thêm...',
  loading: 'Đang tìm thẻ...',
  loadFailed: 'Không tải được kết quả: {message}',
  empty: {
    title: 'Không tìm thấy thẻ nào',
    withQuery: 'Không có thẻ nào khớp với "{q}". Thử từ khác hoặc bỏ bộ lọc.',
    noQuery: 'Chưa có thẻ nào ở đây.',
  },
  resultsLabel: 'Kết quả tìm thẻ',
  front: 'Mặt trước',
  backSide: 'Mặt sau',
  setOf: 'Bộ: {title}',
  state: {
    new: 'Mới',
    due: 'Đến hạn hôm nay',
    scheduled: 'Ôn lại {date}',
    suspended: 'Tạm ngưng',
    difficult: 'Khó',
  },
  actions: {
    label: 'Thao tác với thẻ "{front}"',
    openSet: 'Mở bộ thẻ',
    openSetFor: 'Mở bộ thẻ "{title}"',
    suspend: 'Tạm ngưng',
    suspendFor: 'Tạm ngưng thẻ "{front}"',
    unsuspend: 'Bỏ tạm ngưng',
    unsuspendFor: 'Bỏ tạm ngưng thẻ "{front}"',
    reset: 'Đặt lại',
    resetFor: 'Đặt lại tiến độ thẻ "{front}"',
    failed: 'Không làm được: {message}',
  },
  resetDialog: {
    title: 'Đặt lại tiến độ của thẻ này?',
    message:
      'Thẻ "{front}" sẽ thành thẻ mới với bạn: mức dễ, khoảng cách ôn và ngày ôn tiếp theo bị xóa, và thẻ sẽ được học lại từ đầu. Lịch sử các lần ôn trước vẫn được giữ. Không thể hoàn tác.',
    confirm: 'Đặt lại',
    busy: 'Đang đặt lại...',
    cancel: 'Giữ nguyên',
  },
  done: {
    suspended: 'Đã tạm ngưng thẻ "{front}": thẻ sẽ không vào hàng ôn.',
    unsuspended: 'Thẻ "{front}" sẽ lại vào hàng ôn.',
    reset: 'Thẻ "{front}" đã thành thẻ mới.',
  },
};
