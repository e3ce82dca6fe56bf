/** Vietnamese messages: IELTS writing (issue 18 catalogue; ICU MessageFormat strings). */
import { writingFeedback } from './writing-feedback.ts';
import { writingGrammar } from './writing-grammar.ts';
import { writingGuide } from './writing-guide.ts';
import { writingTask1, writingVisuals } from './writing-task1.ts';

export const writing = {
  notReady: 'Test chưa sẵn sàng!',
  /** The exam's own English instructions: the computer-delivered test shows them in English. */
  prompt: {
    heading: 'Writing Task 2',
    time: 'You should spend about {minutes} minutes on this task.',
    topic: 'Write about the following topic:',
    minimum: 'Write at least {minWords} words.',
  },
  editor: {
    label: 'Bài viết của bạn',
    placeholder: 'Viết bài luận của bạn ở đây (tiếng Anh)...',
    countShort: '{words} từ · cần thêm ít nhất {missing} từ',
    countEnough: '{words} từ · đã đủ độ dài tối thiểu',
  },
  toolbar: {
    remaining: 'Còn lại',
    timer: 'Thời gian còn lại',
    words: 'Số từ:',
    submit: 'Nộp bài',
    warningTen: 'Còn 10 phút. Hãy dành vài phút cuối để đọc lại bài.',
    warningFive: 'Còn 5 phút! Hãy kiểm tra lại bài viết: hết giờ bài sẽ được nộp tự động.',
  },
  session: {
    draftRestored: 'Đã khôi phục bản nháp chưa nộp của bạn ({words} từ).',
    timeUpEmpty: 'Hết giờ! Bạn chưa viết gì nên không có bài để nộp.',
    timeUpSending: 'Hết giờ! Bài viết của bạn đang được nộp...',
    timeUp: 'Hết giờ!',
    resubmit: 'Nộp lại',
    confirmTitle: 'Nộp bài viết?',
    confirmMessage:
      'Bạn đã viết {words} từ{short, select, yes { (chưa đủ {minWords} từ)} other {}}. Sau khi nộp, bạn không thể sửa bài nữa.',
    confirm: 'Nộp bài',
    confirmBusy: 'Đang nộp...',
    keepWriting: 'Viết tiếp',
  },
  submitted: {
    title: 'Đã nộp bài',
    words: 'Số từ',
    time: 'Thời gian',
    paragraphs: 'Đoạn văn',
    sentences: 'Câu',
    viewResult: 'Xem trang kết quả',
    backToList: 'Về danh sách đề',
  },
  review: {
    task: 'Xem lại đề bài',
    essay: 'Bài viết của bạn',
    empty: '(Bài trống)',
  },
  model: {
    heading: 'Bài mẫu (band 8-9)',
    why: 'Vì sao bài mẫu đạt điểm cao',
  },
  feedback: writingFeedback,
  grammar: writingGrammar,
  guide: writingGuide,
  visuals: writingVisuals,
  task1: writingTask1,
};
