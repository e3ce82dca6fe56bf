/** Vietnamese messages of the Reading review and its word offer (part of the `reading` namespace). */
export const readingReview = {
  review: {
    eyebrow: 'Kết quả bài đọc',
    score: 'Số câu đúng',
    band: 'Band (ước tính)',
    time: 'Thời gian làm bài',
    bandNote:
      'Band là ước tính theo bảng quy đổi điểm Academic Reading được công bố rộng rãi: số câu đúng cần cho mỗi band có thể chênh lệch đôi chút giữa các đề thi thật.',
    answersTitle: 'Đáp án và giải thích',
    onlyWrong: 'Chỉ hiện câu sai',
    optionalNote: 'Từ trong ngoặc (…) có thể có hoặc không trong câu trả lời.',
    passageHeading: 'Passage {n}: {title}',
    yourAnswer: 'Bạn trả lời: ',
    rightAnswer: 'Đáp án: ',
    correct: 'Đúng',
    wrong: 'Sai',
    or: ' hoặc ',
    anyOrder: '{letters} (thứ tự nào cũng được)',
    and: ' và ',
  },
  offer: {
    title: 'Từ cần ôn từ bài đọc',
    intro:
      'Các từ bạn đã tra bằng Quick Define và từ khóa của những câu làm sai. Bỏ chọn từ không cần, rồi tạo bộ thẻ một lần.',
    looking: 'Đang tra nghĩa các từ...',
    sourceLookedUp: 'đã tra',
    sourceKeyword: 'câu sai',
    sourceBlank: 'câu bỏ trống',
    blankTitle: 'Từ khóa của các câu bỏ trống',
    blankNote: 'Bạn chưa trả lời những câu này; chọn từ nếu muốn thêm vào bộ thẻ.',
    skipped:
      '{n, plural, other {# từ}} không có nghĩa tiếng Việt trong từ điển nên không được thêm.',
    created: 'Đã tạo bộ thẻ “{title}” với {n, plural, other {# thẻ}}.',
    alreadyCreated: 'Bạn đã tạo bộ thẻ từ bài đọc này.',
    study: 'Học ngay',
    viewSet: 'Xem bộ thẻ',
    creating: 'Đang tạo...',
    create: 'Tạo bộ thẻ từ bài đọc ({n})',
    setTitle: '{title} — từ cần ôn',
    setDescription: 'Từ đã tra và từ khóa của các câu làm sai trong bài đọc.',
    pos: '{pos, select, Noun {Danh từ} Verb {Động từ} Adjective {Tính từ} Adverb {Trạng từ} Phrase {Cụm từ} Idiom {Thành ngữ} other {{pos}}}',
  },
};
