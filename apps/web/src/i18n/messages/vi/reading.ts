/** Vietnamese messages: IELTS reading (issue 18 catalogue; ICU MessageFormat strings). */
import { readingReview } from './reading-review.ts';

export const reading = {
  runner: {
    submit: 'Nộp bài',
    passageTab: 'Passage {n}',
    passageTabs: 'Bài đọc',
    paneAria: 'Passage {n}',
    questionsAria: 'Câu hỏi của Passage {n}',
    phonePassage: 'Bài đọc',
    phoneQuestions: 'Câu hỏi',
    timeUpFailed: 'Hết giờ nhưng chưa nộp được bài: {error}',
    resend: 'Nộp lại',
  },
  clock: {
    timeUp: 'Hết giờ! Bài làm đang được nộp.',
    fiveLeft: 'Còn 5 phút!',
    tenLeft: 'Còn 10 phút!',
    remainingAria: 'Thời gian còn lại {time}',
  },
  passage: {
    highlight: 'Tô sáng',
    highlightHelp: 'Chọn chữ rồi bấm Tô sáng (Ctrl+H); bấm vào chỗ tô để bỏ.',
    label: 'Reading Passage {n}',
    removeHighlightTitle: 'Bấm để bỏ tô sáng',
    removeHighlightAria: 'Bỏ tô sáng: {text}',
    glossary: 'Chú giải',
  },
  question: {
    numberAria: 'Câu {n}',
    rangeAria: 'Câu {first}–{last}',
    range: 'Câu {range}',
    flag: 'Đánh dấu',
    flagAria: 'Đánh dấu câu {n}',
    flagTitle: 'Đánh dấu câu {n} để xem lại',
    flagRow: 'Đánh dấu để xem lại:',
    listTitle: '{type, select, headings {Danh sách tiêu đề} endings {Phần kết câu} other {Hộp từ}}',
  },
  navigator: {
    aria: 'Danh sách câu hỏi',
    previous: 'Câu trước',
    next: 'Câu sau',
    answered: 'Đã trả lời {n}/{total}',
    part: '{kind, select, part {Part {n}} other {Passage {n}}}',
    questionAria:
      'Câu {n}{answered, select, yes {, đã trả lời} other {}}{flagged, select, yes {, đã đánh dấu} other {}}',
  },
  ...readingReview,
};
