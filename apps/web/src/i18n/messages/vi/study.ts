/**
 * Vietnamese messages: the study screen (spec §2 "Study screen", §4 Study) and its saving
 * notices. ICU MessageFormat strings.
 */
export const study = {
  notFoundTitle: 'Không tìm thấy bộ thẻ',
  notFoundBody: 'Bộ thẻ không tồn tại hoặc chưa có thẻ nào.',
  backToSets: '← Về danh sách bộ thẻ',
  progress: 'Thẻ {n} / {total}',
  streak: '{n, plural, other {# thẻ đúng liên tiếp}}',
  reviewFirst:
    '{n, plural, other {# từ bạn làm sai trong trò chơi được xếp lên đầu phiên học này.}}',
  reviewNumber: 'Lần ôn thứ {n}',
  frontLabel: 'Mặt trước',
  backLabel: 'Mặt sau',
  flipHint: 'Bấm vào thẻ hoặc nhấn Space để lật',
  flipHintTouch: 'Chạm vào thẻ để lật',
  previous: '← Trước',
  showAnswer: 'Hiện đáp án',
  howHard: 'Thẻ này khó với bạn đến mức nào?',
  /** The difficulty scale of spec §4, by the domain's names (Difficulty). */
  ratings: {
    VERY_HARD: 'Rất khó',
    HARD: 'Khó',
    MEDIUM: 'Trung bình',
    EASY: 'Dễ',
    VERY_EASY: 'Rất dễ',
  },
  /** The FSRS buttons (issue 19 §2). */
  fsrsRatings: { AGAIN: 'Lại', HARD: 'Khó', GOOD: 'Tốt', EASY: 'Dễ' },
  keys: 'Phím tắt: Space lật thẻ · 1-5 đánh giá · ← thẻ trước',
  keysFsrs: 'Phím tắt: Space lật thẻ · 1-4 đánh giá · ← thẻ trước',
  /**
   * What a rating will do (domain ratingLabels): the card comes back in this sitting (session),
   * or the interval to its next review (day | month | year).
   */
  interval:
    '{unit, select, session {trong buổi này} day {{value, number} ngày} month {{value, number} tháng} other {{value, number} năm}}',
  practice: 'Luyện lại',
  direction: {
    label: 'Chiều học',
    front: 'Từ → Nghĩa',
    back: 'Nghĩa → Từ',
    both: 'Cả hai chiều',
  },
  today: {
    title: 'Hôm nay',
    heading: 'Ôn tập hôm nay',
    summary:
      '{due, plural, other {# thẻ đến hạn}} · {fresh, plural, other {# thẻ mới}} · {sets, plural, other {từ # bộ}}',
    doneToday:
      'Hôm nay bạn đã ôn {reviews, plural, other {# thẻ}} và học {fresh, plural, other {# thẻ mới}}.',
    doneBody: 'Bạn đã ôn xong mọi thẻ của hôm nay.',
    emptyTitle: 'Xong việc hôm nay!',
    emptyBody: 'Không còn thẻ nào đến hạn. Hẹn gặp lại bạn vào ngày mai.',
    noSets: 'Bạn chưa có bộ thẻ nào để ôn.',
    toSets: 'Đến danh sách bộ thẻ',
    limits: 'Giới hạn mỗi ngày: {fresh} thẻ mới, {reviews} lượt ôn. Đổi trong Cài đặt.',
    tileDue: 'Đến hạn',
    tileNew: 'Thẻ mới',
    tileStart: 'Học ngay',
    tileStats: 'Thống kê →',
    tileDone: 'Đã xong',
  },
  saving: 'Đang lưu...',
  retrying: 'Chưa lưu được kết quả. Sẽ tự thử lại khi có kết nối.',
  doneTitle: 'Hoàn thành!',
  doneBody: 'Bạn đã ôn xong bộ thẻ "{title}".',
  /** The completion screen (issue 34 §4): cards (each once), ratings, and spec §9's share. */
  totalCards: 'Tổng số thẻ',
  ratingCount: 'Lượt đánh giá',
  easyShare: '{scheduler, select, fsrs {Chấm Tốt hoặc Dễ} other {Chấm Dễ hoặc Rất dễ}}',
  ratingCounts: 'Số lượt chấm từng mức',
  studyAgain: 'Học lại',
  finish: 'Hoàn tất',
  loadFailed: 'Không tải được bộ thẻ.',
  keptCopy: 'Bản lưu trên máy này, tải lúc {when}.',
  keptOnDevice:
    '{n, plural, other {# kết quả học của bạn vẫn được giữ trên máy này và sẽ được lưu khi tải lại được.}}',
  nothingDueTitle: 'Hôm nay không có thẻ nào đến hạn ôn.',
  nextDue: 'Thẻ tiếp theo đến hạn ôn vào {when}.',
  studyAll: 'Học tất cả thẻ',
  signInTitle: 'Phiên đăng nhập đã hết hạn',
  signInBody:
    'Đăng nhập lại để lưu kết quả học. Bạn vẫn có thể học tiếp: kết quả được giữ lại và sẽ được lưu ngay sau khi bạn đăng nhập.',
  signInLoadBody: 'Đăng nhập lại để tải bộ thẻ và tiếp tục học.',
  email: 'Email',
  password: 'Mật khẩu',
  signIn: 'Đăng nhập',
  signingIn: 'Đang đăng nhập...',
  signInLater: 'Để sau',
  signInAgain: 'Đăng nhập lại',
  waitingForSignIn:
    '{n, plural, =0 {Kết quả học} other {# kết quả}} đang chờ lưu vì phiên đăng nhập đã hết hạn.',
  notSaved: '{n, plural, other {Không lưu được # kết quả học:}}',
  notSavedChanges: 'Một số thay đổi của phiên học không được lưu:',
  droppedNotShared:
    'Bộ thẻ không còn được chia sẻ với bạn (hoặc đã bị xóa), nên các kết quả học của bộ thẻ này không được lưu.',
  droppedCorrupt: 'Một số kết quả giữ tạm trên máy bị hỏng, không đọc được nên đã bị bỏ.',
  droppedStorage: 'Trình duyệt không ghi được kết quả vào bộ nhớ trên máy.',
  offline:
    '{n, plural, =0 {Bạn đang ngoại tuyến. Bạn vẫn học tiếp được: kết quả sẽ được giữ trên máy này và tự lưu khi có mạng trở lại.} other {Bạn đang ngoại tuyến. # kết quả được giữ trên máy này và sẽ tự lưu khi có mạng trở lại.}}',
  memoryOnly:
    'Trình duyệt này không cho giữ kết quả trên máy (có thể do chế độ ẩn danh): đừng đóng trang trước khi kết quả được lưu, nếu không chúng sẽ mất.',
  savedAll: 'Đã lưu tất cả kết quả học.',
  dismiss: 'Đã hiểu',
};
