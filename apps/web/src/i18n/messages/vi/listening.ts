/** Vietnamese messages: IELTS listening (issue 18 catalogue; ICU MessageFormat strings). */
import { listeningStart } from './listening-start.ts';

export const listening = {
  mode: '{mode, select, exam {Thi thật} other {Luyện tập}}',
  runner: {
    checking: 'Kiểm tra bài',
    elapsedAria: 'Thời gian đã làm {time}',
    partTabs: 'Các phần của bài nghe',
    part: 'Part {n}',
    playingPart: '(phần đang nghe)',
    partRange: 'Câu {first}–{last}',
    stillPlaying: 'Phần nghe chưa kết thúc: nộp bây giờ sẽ dừng âm thanh.',
  },
  audio: {
    readingTime: 'Đọc câu hỏi Part {n}; âm thanh phát sau <clock></clock>',
    listenNow: 'Nghe ngay',
    progressAria: 'Tiến độ phần nghe',
    volume: 'Âm lượng',
    blocked: 'Trình duyệt chưa cho phát âm thanh.',
    playPart: 'Phát Part {n}',
    pausePart: 'Tạm dừng Part {n}',
    failed: 'Không tải được âm thanh của Part {n}.',
    checkNote: 'Đã nghe xong {n} phần. Kiểm tra lại câu trả lời; hết giờ bài sẽ được nộp tự động.',
    loading: 'Đang tải âm thanh...',
    playing: 'Đang phát Part {n}',
    onceOnly: ' · chỉ nghe một lần',
    seekAria: 'Vị trí trong Part {n}',
    previousPart: 'Phần trước',
    nextPart: 'Phần tiếp theo',
    allHeard: 'Đã nghe hết {n} phần. Kiểm tra câu trả lời rồi bấm Nộp bài.',
    speed: 'Tốc độ',
  },
  review: {
    eyebrow: 'Kết quả bài nghe',
    modeLabel: 'Chế độ',
    bandNote:
      'Band là ước tính theo bảng quy đổi điểm Listening được công bố rộng rãi (ví dụ 30/40 ≈ band 7): số câu đúng cần cho mỗi band có thể chênh lệch đôi chút giữa các đề thi thật.',
    practiceNote:
      ' Bài làm ở chế độ Luyện tập (được nghe lại) thường cho điểm cao hơn khi thi thật.',
    title: 'Đáp án, giải thích và lời thoại',
    partHeading: 'Part {n}: {title}',
    noWrong: 'Phần này không có câu sai.',
    transcript: 'Lời thoại (transcript) Part {n}',
    listenAgain: 'Nghe lại Part {n}',
    speaker:
      '{name} ({gender, select, female {nữ} other {nam}}, {accent, select, british {giọng Anh} other {giọng Mỹ}})',
  },
  map: 'Sơ đồ',
  ...listeningStart,
};
