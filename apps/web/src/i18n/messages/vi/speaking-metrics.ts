/**
 * Vietnamese messages: the measurements of a Speaking answer and of a whole test (issue 11). The
 * domain (speaking-metric-items.ts) gives each measurement's id, verdict, sentence code and
 * figures.
 */
export const speakingMetrics = {
  list: 'Số đo của câu trả lời',
  details: 'Nhận xét và cách đo',
  verdicts: { good: 'Tốt', fair: 'Khá', improve: 'Cần cải thiện', none: 'Không đo' },
  disclaimer:
    'Đây là các số đo tự động từ bản ghi lời nói (transcript) và thời gian trả lời, giúp bạn tự chấm điểm. Chúng không phải điểm band IELTS và không thay thế giám khảo.',
  pace: {
    title: 'Tốc độ nói',
    value: '{wpm} từ/phút',
    summary: {
      typed: 'Câu trả lời được gõ nên không đo tốc độ nói.',
      tooShort: 'Câu trả lời quá ngắn để đo tốc độ.',
      verySlow: 'Khá chậm: có thể bạn đang ngập ngừng nhiều.',
      slow: 'Hơi chậm so với người nói trôi chảy.',
      fast: 'Hơi nhanh: hãy chắc người nghe theo kịp.',
      natural: 'Tốc độ tự nhiên.',
    },
    explanation:
      "Số từ chia cho thời gian nói (từ lúc bấm 'Bắt đầu nói' đến lúc bấm 'Dừng'). Người nói trôi chảy thường ở khoảng {from}-{to} từ/phút; chậm hơn nhiều thường do ngập ngừng, nhanh hơn nhiều dễ khó nghe.",
  },
  pauses: {
    title: 'Khoảng dừng',
    value: '{count} lần',
    summary: {
      notMeasured:
        'Không đo được khoảng dừng cho câu trả lời này (câu trả lời được gõ hoặc không có dữ liệu thời gian).',
      none: 'Không có khoảng dừng nào dài hơn {seconds} giây.',
      some: '{count} khoảng dừng dài hơn {seconds} giây, dài nhất {longest, number} giây.',
    },
    explanation:
      'Khoảng dừng là {source, select, silence {quãng im lặng đo từ micro} other {quãng lặng giữa hai lần trình duyệt nhận ra lời nói của bạn}} dài hơn {seconds} giây (không tính lúc mới bắt đầu và lúc kết thúc). Dừng ngắn để suy nghĩ là bình thường; dừng dài và thường xuyên làm giảm độ trôi chảy (fluency).',
  },
  fillers: {
    title: 'Từ đệm',
    value: '{count}',
    summary: {
      noWords: 'Không có lời nào để đếm.',
      none: 'Không có từ đệm.',
      some: '{list} ({per100, number} trên 100 từ).',
    },
    explanation:
      'Đếm tự động các từ đệm {fillers} (có thể nhầm khi từ được dùng đúng nghĩa). Nhận dạng giọng nói thường bỏ qua "um", "uh", nên số thật có thể cao hơn. Vài từ đệm là tự nhiên; hơn {per100, number} từ trên 100 từ làm câu trả lời kém trôi chảy.',
  },
  variety: {
    title: 'Độ đa dạng từ vựng',
    value: '{percent, number}%',
    summary: {
      tooShort: 'Câu trả lời dưới {minWords} từ, quá ngắn để đo độ đa dạng.',
      measured: '{types} từ khác nhau trên {words} từ.',
    },
    explanation:
      'Tỉ lệ số từ khác nhau trên tổng số từ (type/token ratio, TTR). Tỉ lệ này giảm khi câu trả lời dài hơn nên mức so sánh tùy độ dài: với {open, select, yes {từ {minWords} từ trở lên} other {{minWords}-{maxWords} từ}}, nên từ {goodPercent}% trở lên. Dùng từ đồng nghĩa thay vì lặp lại cùng một từ giúp tăng điểm từ vựng (vocabulary).',
  },
  length: {
    title: 'Độ dài câu trả lời',
    value: '{words} từ',
    valueTimed: '{words} từ · {seconds} giây',
    summary: {
      empty: 'Chưa có câu trả lời.',
      short: 'Ngắn hơn mức thường gặp: hãy mở rộng bằng lý do hoặc ví dụ.',
      long: 'Dài hơn mức thường gặp: hãy trả lời gọn hơn.',
      longTurnLong: 'Hơn {maxWords} từ: nói hết có thể mất quá {minutes} phút.',
      good: 'Độ dài phù hợp.',
    },
    explanation:
      'Mức thường gặp — {hint}. Câu trả lời quá ngắn khó thể hiện vốn từ và ngữ pháp; {longTurn, select, yes {ở Part 2 giám khảo sẽ dừng bạn khi hết {minutes} phút} other {quá dài dễ lan man}}.',
  },
  /** An answer kind's expected length (SPEAKING_LENGTH). */
  hints: {
    part1: 'Part 1: {minWords}-{maxWords} từ, khoảng {minSeconds}-{maxSeconds} giây',
    part2LongTurn:
      'Part 2: {minWords}-{maxWords} từ, nói {minMinutes, number}-{maxMinutes, number} phút',
    part2FollowUp:
      'Câu hỏi thêm của Part 2: {minWords}-{maxWords} từ, khoảng {minSeconds}-{maxSeconds} giây',
    part3: 'Part 3: {minWords}-{maxWords} từ',
  },
  hint: 'Gợi ý độ dài — {hint}.',
  summary: {
    heading: 'Số đo cả bài',
    answered: 'Câu đã trả lời',
    words: 'Tổng số từ',
    pace: 'Tốc độ nói',
    paceValue: '{wpm} từ/phút',
    pauses: 'Khoảng dừng > {seconds} giây',
    fillers: 'Từ đệm',
    length: 'Đúng độ dài',
  },
};
