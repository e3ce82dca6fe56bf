/** Vietnamese messages: the six games' own screens (part of the games namespace). */
export const gamesPlay = {
  quiz: {
    progress: 'Câu {n} / {total}',
    askMeaning: 'Chọn nghĩa đúng của',
    askWord: 'Chọn từ đúng cho',
    options: 'Các lựa chọn',
    confirm: 'Xác nhận',
    nextQuestion: 'Câu tiếp theo',
    rightAnswer: 'Đáp án đúng: {answer}',
    rules: {
      one: 'Tối đa 10 câu; mỗi câu hỏi nghĩa của từ hoặc từ của nghĩa.',
      two: 'Chọn một trong bốn đáp án (phím 1-4), đổi ý thoải mái cho đến khi bấm Xác nhận (Enter).',
      three: 'Điểm là trung bình của độ chính xác và điểm thời gian (100 trừ số giây chia 3).',
    },
  },
  matching: {
    level: '{level} ({pairs, plural, other {# cặp}})',
    memorise: 'Ghi nhớ vị trí các thẻ...',
    status: '{matched} / {pairs} cặp · {attempts, plural, other {# lượt}}',
    faceDown: 'Thẻ {n} (úp)',
    rules: {
      one: 'Các thẻ được lật ngửa 3 giây để bạn ghi nhớ, rồi úp xuống.',
      two: 'Lật hai thẻ: từ và nghĩa của nó là một cặp và sẽ ở lại; sai thì úp lại sau 1 giây.',
      three:
        'Điểm là trung bình của độ chính xác (số cặp / số lượt) và điểm thời gian (100 trừ nửa số giây).',
    },
  },
  spellingBee: {
    meaning: 'Nghĩa',
    input: 'Gõ từ tiếng Anh',
    hint: 'Gợi ý (−{points} điểm)',
    rules: {
      one: 'Đọc nghĩa rồi gõ đúng từ tiếng Anh; Enter để kiểm tra, Enter lần nữa để sang từ tiếp.',
      two: 'Tối đa 15 từ và 3 mạng: mỗi lần sai mất một mạng.',
      three:
        'Mỗi từ đúng được 20 điểm, cộng 5 cho mỗi từ đúng liên tiếp trước đó. Gợi ý (chữ đầu và độ dài) trừ 10 điểm.',
    },
  },
  dictation: {
    input: 'Gõ từ bạn nghe được',
    replay: 'Nghe lại ({left, plural, other {# lần}}, −{points} điểm)',
    meaning: 'Nghĩa: {meaning}',
    noSpeech: 'Trình duyệt này không hỗ trợ đọc văn bản thành tiếng.',
    noVoice: 'Trình duyệt này không có giọng đọc tiếng Anh, nên bạn sẽ không nghe được từ nào.',
    instead: 'Hãy chơi Đánh vần với bộ thẻ này: đọc nghĩa rồi gõ từ.',
    toSpellingBee: 'Chơi Đánh vần với bộ này',
    rules: {
      one: 'Nghe từ được đọc lên rồi gõ lại; Enter để kiểm tra, Enter lần nữa để sang từ tiếp.',
      two: 'Được nghe lại tối đa 2 lần mỗi từ, mỗi lần trừ 5 điểm. Tối đa 15 từ và 3 mạng.',
      three:
        'Mỗi từ đúng được 25 điểm, cộng 5 cho mỗi từ đúng liên tiếp trước đó, trừ số lần nghe lại; ít nhất 10 điểm.',
    },
  },
  wordBuilder: {
    meaning: 'Nghĩa',
    answer: 'Câu trả lời',
    letters: 'Các chữ cái',
    emptySlot: 'Ô {n} trống',
    removeLetter: 'Bỏ chữ {letter} ở ô {n}',
    clear: 'Xóa hết',
    shuffle: 'Xáo trộn',
    hint: 'Gợi ý (−{points} điểm)',
    rightAnswer: 'Đáp án đúng:',
    gameOver: 'Hết mạng rồi!',
    rules: {
      one: 'Đọc nghĩa rồi xếp các chữ cái thành từ đúng: bấm chữ để đặt vào ô, bấm ô để trả chữ về (hoặc gõ phím chữ, Backspace).',
      two: '15 từ được xáo ngẫu nhiên, 3 mạng. Xáo trộn chữ miễn phí; Gợi ý đặt sẵn một chữ và trừ 15 điểm.',
      three:
        'Mỗi từ đúng được 30 điểm cộng 5 cho mỗi từ đúng liên tiếp, trừ 15 mỗi gợi ý; ít nhất 10 điểm.',
    },
  },
  wordSearch: {
    level: '{level} ({size}×{size}, {words, plural, other {# từ}})',
    progress: '{found} / {total} từ',
    omitted: 'Một số từ đã bị loại vì quá dài hoặc không thể đặt vào lưới: {words}',
    modes: 'Cách chọn',
    click: 'Bấm chọn',
    drag: 'Kéo chọn',
    cell: '{letter} hàng {row} cột {col}',
    confirm: 'Xác nhận',
    clear: 'Bỏ chọn',
    hint: 'Gợi ý (−{points} điểm)',
    miss: 'Không phải từ cần tìm',
    wordPoints: '(+{points})',
    wordsFound: 'Số từ',
    rules: {
      one: 'Tìm các từ của bộ thẻ trong bảng chữ: theo hàng, cột, hoặc đường chéo ở mức khó hơn, xuôi hay ngược đều được.',
      two: 'Bấm chọn: bấm từng ô rồi Xác nhận. Kéo chọn: kéo qua các ô liền nhau.',
      three:
        'Mỗi từ: 10 điểm mỗi chữ cộng thưởng thời gian (100 trừ số giây), trừ 20 mỗi gợi ý đã dùng.',
    },
  },
};
