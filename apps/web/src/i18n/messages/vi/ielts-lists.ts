/** Vietnamese messages of the IELTS list screens, test cards, results page and submit dialog (part of the `ielts` namespace). */
export const ieltsLists = {
  list: {
    filterAria: 'Lọc đề theo task',
    filterAll: 'Tất cả',
    filterTask: 'Task {task}',
    title:
      '{skill, select, reading {Đề IELTS Reading} listening {Đề IELTS Listening} writing {Đề IELTS Writing} other {Đề IELTS Speaking}}',
    blurb:
      '{skill, select, reading {Mỗi đề gồm 3 bài đọc và 40 câu hỏi, làm trong 60 phút như bài thi thật.} listening {Mỗi đề gồm 4 phần nghe và 40 câu hỏi, làm trong 30 phút.} writing {Mỗi đề là một bài viết: Task 1 (20 phút) hoặc Task 2 (40 phút).} other {Mỗi đề gồm 3 phần, làm trong 10-15 phút.}}',
    available: 'Số đề hiện có',
    average:
      '{skill, select, writing {Số từ trung bình} speaking {Tự đánh giá trung bình} other {Band trung bình}}',
    completed: '{skill, select, writing {Đã hoàn thành} other {Số đề đã làm}}',
  },
  card: {
    minutes: '{n} phút',
    passages: '{n} bài đọc',
    questions: '{n} câu hỏi',
    sections: '{n} phần',
    audio: 'Audio {n} phút',
    tasks: '{n} task',
    parts: '{n} phần',
    bestBand: 'Cao nhất: Band {band} ({score}/{max})',
    bestWords: 'Cao nhất: {n} từ',
    bestRating: 'Cao nhất: {rating}',
    topics: 'Chủ đề',
    attempts: 'Đã làm {n} lần',
    startAria: '{retake, select, yes {Làm lại} other {Bắt đầu}} {title}',
    history: 'Lịch sử ({n})',
    historyAria: 'Lịch sử làm {title}',
    resultBand: 'Band {band} ({raw})',
    resultWords: '{n} từ',
    difficulty:
      '{level, select, Beginner {Cơ bản} Intermediate {Trung cấp} Advanced {Nâng cao} other {{level}}}',
    taskBadge: 'Task {task} · {type}',
    essayType: '{type, select, Academic {Học thuật} other {{type}}}',
    task1Type:
      '{type, select, Opinion_Essay {Bài luận nêu quan điểm} Advantages_Disadvantages_Essay {Bài luận ưu và nhược điểm} Problem_Solution_Essay {Bài luận vấn đề và giải pháp} Discussion_Essay {Bài luận thảo luận hai quan điểm} Two_Part_Question {Bài luận trả lời hai câu hỏi} Line_Graph {Biểu đồ đường} Bar_Chart {Biểu đồ cột} Pie_Chart_and_Table {Biểu đồ tròn và bảng} Process_Diagram {Sơ đồ quy trình} Map {Bản đồ} other {{type}}}',
    topic:
      '{topic, select, Archaeology {Khảo cổ học} Architecture {Kiến trúc} Astronomy {Thiên văn học} Biology {Sinh học} Books {Sách} Cities {Đô thị} Culture {Văn hóa} Economics {Kinh tế} Education {Giáo dục} Energy {Năng lượng} Environment {Môi trường} Everyday_life {Đời sống hằng ngày} Food {Ẩm thực} Health {Sức khỏe} History {Lịch sử} Home {Nhà cửa} Housing {Nhà ở} Linguistics {Ngôn ngữ học} Media {Truyền thông} Ocean_Science {Khoa học đại dương} People {Con người} Philosophy_of_Science {Triết học khoa học} Services {Dịch vụ} Society {Xã hội} Sport {Thể thao} Technology {Công nghệ} Travel {Du lịch} Work {Công việc} other {{topic}}}',
  },
  result: {
    notFoundTitle: 'Không tìm thấy kết quả',
    notFoundBody: 'Kết quả này không tồn tại hoặc không thuộc về tài khoản của bạn.',
    notFoundHome: 'Về trang Luyện thi IELTS',
    skillLink: 'IELTS {skill}',
    fallbackTitle: 'Đề {skill} {n}',
    timeTaken: ' · Thời gian: {time}',
    selfRating: 'Tự đánh giá',
    score: 'Kết quả',
    wordCount: 'Số từ',
    paragraphs: 'Đoạn văn',
    sentences: 'Câu',
  },
  submit: {
    title: 'Nộp bài?',
    allAnswered: 'Bạn đã trả lời cả {total} câu. Nộp bài bây giờ?',
    unanswered: 'Bạn còn {n} câu chưa trả lời (câu {list}). Nộp bài bây giờ?',
    confirm: 'Nộp bài',
    busy: 'Đang nộp...',
    cancel: 'Làm tiếp',
  },
  speakingNotice: {
    title: 'Lưu ý về bài thi Speaking',
    body: 'Bài thi dùng tính năng nhận dạng giọng nói của trình duyệt để chuyển câu trả lời của bạn thành văn bản, hiển thị câu trả lời mẫu band 8-9 và cho bạn tự chấm điểm độ trôi chảy (fluency), từ vựng (vocabulary), ngữ pháp (grammar) và phát âm (pronunciation).',
    phone:
      'Nhận dạng giọng nói có thể không ổn định trên điện thoại: hãy dùng máy tính có tai nghe và micro.',
  },
};
