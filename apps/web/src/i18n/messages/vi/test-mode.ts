/**
 * Test mode (issue 21 §2): /dashboard/flashcards/test/:setId (setup, the test on one page, the
 * graded result), its set picker /dashboard/flashcards/test and its tile on the games hub.
 */
export const testMode = {
  open: 'Kiểm tra',
  title: 'Kiểm tra: {title}',
  backToSets: '← Về danh sách bộ thẻ',
  tooFew:
    'Cần bộ thẻ có ít nhất {min} thẻ có đủ hai mặt, không trùng nhau để làm bài kiểm tra (bộ này có {n}). Hãy thêm thẻ rồi quay lại.',
  picker: {
    title: 'Kiểm tra',
    intro: 'Chọn một bộ thẻ để làm bài kiểm tra.',
    notEnough: 'Bạn chưa có bộ thẻ nào có ít nhất {n} thẻ để làm bài kiểm tra.',
  },
  hub: {
    title: 'Kiểm tra',
    description:
      'Bài kiểm tra trên một trang: đúng/sai, trắc nghiệm, ghép cặp và tự viết, chấm điểm ngay.',
    best: 'Điểm cao nhất: {score, plural, other {# câu đúng}}',
    start: 'Chọn bộ thẻ',
    startLabel: 'Chọn bộ thẻ để kiểm tra',
  },
  setup: {
    intro: 'Chọn số câu và loại câu hỏi, rồi làm cả bài trên một trang.',
    count: 'Số câu hỏi',
    countHint: 'Từ {min} đến {max} câu (bộ thẻ có {cards, plural, other {# thẻ}} dùng được).',
    countError: 'Hãy nhập số câu từ {min} đến {max}.',
    kinds: 'Loại câu hỏi',
    kindsError: 'Hãy chọn ít nhất một loại câu hỏi.',
    start: 'Bắt đầu làm bài',
  },
  kinds: {
    'true-false': 'Đúng / sai',
    choice: 'Trắc nghiệm',
    matching: 'Ghép cặp',
    written: 'Tự viết',
  },
  sections: {
    'true-false': 'Đúng hay sai?',
    choice: 'Chọn nghĩa đúng',
    matching: 'Ghép từ với nghĩa',
    written: 'Viết nghĩa của từ',
  },
  sectionCount: '{n, plural, other {# câu}}',
  question: 'Câu {n}',
  true: 'Đúng',
  false: 'Sai',
  trueFalseMeans: 'nghĩa là',
  pick: '— Chọn nghĩa —',
  writtenLabel: 'Nghĩa của "{term}"',
  answered: 'Đã trả lời {answered}/{total} câu',
  unanswered:
    '{n, plural, other {Còn # câu chưa trả lời}}: bạn vẫn có thể nộp bài, câu bỏ trống tính là sai.',
  submit: 'Nộp bài',
  retakeTitle: 'Làm lại các câu sai',
  results: {
    title: 'Kết quả',
    score: 'Điểm',
    scoreValue: '{right}/{total}',
    percent: 'Tỉ lệ đúng',
    time: 'Thời gian',
    seconds: '{n, plural, other {# giây}}',
    allRight: 'Bạn trả lời đúng tất cả các câu. Tuyệt vời!',
    wrongTitle: '{n, plural, other {# câu sai}}',
    rightAnswer: 'Đáp án đúng: {answer}',
    trueFalseAnswer: 'Đáp án đúng: {verdict} ("{term}" nghĩa là: {meaning})',
    given: 'Bạn trả lời: {given}',
    notAnswered: 'Bạn chưa trả lời câu này.',
    missingMarksTitle: 'Thiếu dấu (vẫn tính là đúng)',
    missingMarks: '"{given}" → viết đúng là: {expected}',
  },
  review: {
    add: 'Ôn các từ sai',
    adding: 'Đang thêm...',
    added: 'Đã thêm vào danh sách ôn tập: lần học bộ thẻ này tới, các từ đó sẽ được xếp lên đầu.',
    studyNow: 'Học ngay',
  },
  retake: 'Làm lại các câu sai',
  again: 'Làm bài mới',
};
