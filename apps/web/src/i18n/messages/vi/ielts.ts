/** Vietnamese messages: the IELTS hub, test lists, results and what the four skills share (issue 18 catalogue; ICU MessageFormat strings). */
import { ieltsLists } from './ielts-lists.ts';
import { ieltsEstimate } from './ielts-estimate.ts';

export const ielts = {
  /** Shown when a test's content cannot be opened (spec §2, §5, §8); Writing and Speaking use it too. */
  testNotReady: 'Test chưa sẵn sàng!',
  loadingTest: 'Đang tải đề...',
  backToTests: '← Quay lại danh sách đề',
  backToTestsPlain: 'Quay lại danh sách đề',
  fetchResultsFailed: 'Không tải được kết quả',
  /** A figure with no value (spec's 'N/A'). */
  notAvailable: 'Chưa có',
  /** A figure still loading. */
  loadingValue: '...',
  start: 'Bắt đầu',
  retake: 'Làm lại',
  /** A self-rating out of 5: '3,8/5'. */
  rating: '{value}/5',
  /** A raw score out of 40. */
  rawScore: '{score}/{max}',
  skillName:
    '{skill, select, reading {Reading} listening {Listening} writing {Writing} other {Speaking}}',
  hub: {
    title: 'Luyện thi IELTS',
    subtitle: 'Luyện đề IELTS theo từng kỹ năng và theo dõi tiến bộ của bạn.',
    cardTitle:
      '{skill, select, reading {Đề Reading} listening {Đề Listening} writing {Đề Writing} other {Đề Speaking}}',
    cardDescription:
      '{skill, select, reading {Đọc 3 bài học thuật, trả lời 40 câu hỏi và xem đáp án kèm giải thích.} listening {Nghe 4 phần hội thoại và độc thoại, trả lời 40 câu hỏi.} writing {Viết Task 1 (mô tả biểu đồ, quy trình, bản đồ) và Task 2 (bài luận), đếm từ trực tiếp, nhận nhận xét tự động và bài mẫu.} other {Luyện nói 3 phần với câu hỏi mẫu, tự chấm điểm từng tiêu chí.}}',
    startAria: 'Bắt đầu {title}',
    statsTitle: 'Thống kê luyện tập',
    readingAvg: 'Band Reading trung bình',
    listeningAvg: 'Band Listening trung bình',
    writingAvg: 'Số từ Writing trung bình',
    speakingAvg: 'Tự đánh giá Speaking trung bình',
  },
  progress: {
    title: 'Tiến độ theo thời gian',
    chooseSkill: 'Chọn kỹ năng',
    chartTitle:
      '{skill, select, reading {Band Reading (0-9)} listening {Band Listening (0-9)} writing {Số từ Writing mỗi bài} other {Tự đánh giá Speaking (0-5)}}',
    empty: 'Chưa có bài {skill} nào. <link>Làm một đề</link> để xem tiến độ của bạn.',
    bandEstimate: 'Band ước tính từ điểm thô.',
    valueName: '{skill, select, writing {Số từ} speaking {Tự đánh giá} other {Band}}',
    summary:
      '{value} {skill} qua {n, plural, other {# lần làm}}: thấp nhất {min}, cao nhất {max}, gần nhất {last} ({date}).',
    essayLine: 'Đường nét đứt: tối thiểu {n} từ của Task 2.',
    showTable: 'Xem dạng bảng',
    tableCaption: '{value} {skill} theo từng lần làm',
    colAttempt: 'Lần',
    colTime: 'Thời điểm',
  },
  ...ieltsLists,
  estimate: ieltsEstimate,
};
