/**
 * Vietnamese messages: games (issue 18 catalogue; ICU MessageFormat strings). The hub and what
 * every game shares here; each game's own screen in games-play.ts.
 */
import { gamesPlay } from './games-play.ts';

export const games = {
  hub: {
    title: 'Trò chơi từ vựng',
    subtitle: 'Ôn từ trong các bộ thẻ của bạn qua sáu trò chơi.',
    minCards: 'Cần bộ thẻ có ít nhất {n, plural, other {# thẻ}}',
    best: 'Điểm cao nhất: {score}',
    comingSoon: 'Sắp ra mắt',
    play: 'Chơi',
    playGame: 'Chơi {game}',
    tipsTitle: 'Mẹo học',
    tips: {
      one: 'Chơi ngay sau khi ôn thẻ: gặp lại từ theo cách khác giúp nhớ lâu hơn.',
      two: 'Sai cũng không sao: hãy đọc kỹ phần so sánh đáp án rồi chơi lại.',
      three: 'Chơi ngắn mà đều, 10 phút mỗi ngày tốt hơn một giờ mỗi tuần.',
      four: 'Đọc to từ khi trả lời để luyện cả phát âm.',
    },
  },
  list: {
    matching: {
      title: 'Ghép cặp',
      description: 'Lật thẻ và ghép từ với nghĩa của nó. Nhớ vị trí để ghép nhanh hơn.',
    },
    quiz: {
      title: 'Trắc nghiệm',
      description:
        'Chọn đáp án đúng trong bốn lựa chọn, theo cả hai chiều Anh → Việt và Việt → Anh.',
    },
    spellingBee: {
      title: 'Đánh vần',
      description: 'Đọc nghĩa và gõ đúng chính tả của từ. Bạn có 3 mạng.',
    },
    dictation: {
      title: 'Nghe chép chính tả',
      description: 'Nghe từ được đọc lên và gõ lại. Luyện tai nghe và chính tả cùng lúc.',
    },
    wordBuilder: {
      title: 'Ghép chữ',
      description: 'Sắp xếp các chữ cái bị xáo trộn thành từ đúng.',
    },
    wordSearch: {
      title: 'Tìm từ',
      description: 'Tìm các từ trong bộ thẻ đang ẩn trong bảng chữ cái.',
    },
  },
  shell: {
    back: '← Trò chơi',
    notEnough: 'Bạn cần có ít nhất một bộ với {n} thẻ trở lên để chơi',
    createSet: 'Tạo bộ thẻ →',
    pickSet: 'Chọn bộ thẻ',
    setCards: '{n, plural, other {# thẻ}}',
    shared: '{cards} · Được chia sẻ',
    difficulty: 'Độ khó',
    level: '{level, select, easy {Dễ} medium {Trung bình} hard {Khó} other {Cực khó}}',
    howToPlay: 'Cách chơi',
    start: 'Bắt đầu',
    again: 'Chơi lại',
    pickAnother: 'Chọn bộ khác',
    results: 'Kết quả',
  },
  figures: {
    score: 'Điểm',
    accuracy: 'Độ chính xác',
    time: 'Thời gian',
    timeScore: 'Điểm thời gian',
    attempts: 'Số lượt',
    bestStreak: 'Chuỗi dài nhất',
  },
  units: {
    seconds: '{n, plural, other {# giây}}',
    points: '{n, plural, other {# điểm}}',
  },
  lives: {
    progress: 'Từ {n} / {total}',
    left: 'Còn {n, plural, other {# mạng}}',
    success: 'Xuất sắc!',
    gameOver: 'Game Over!',
  },
  answer: {
    check: 'Kiểm tra',
    nextWord: 'Từ tiếp theo',
    finish: 'Hoàn thành',
    correct: 'Chính xác!',
    correctPoints: 'Chính xác! +{points}',
    wrong: 'Sai rồi!',
    diff: 'Bạn gõ {typed}, đáp án {expected}',
  },
  review: {
    title: 'Từ cần ôn lại ({n})',
    added: 'Đã thêm vào danh sách ôn tập. Lần học bộ thẻ này tới, các từ đó sẽ được xếp lên đầu.',
    studyNow: 'Học ngay',
    adding: 'Đang thêm...',
    add: 'Thêm vào danh sách ôn tập',
  },
  ...gamesPlay,
};
