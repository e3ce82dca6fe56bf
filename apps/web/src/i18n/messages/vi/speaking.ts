/** Vietnamese messages: IELTS speaking (issue 18 catalogue; ICU MessageFormat strings). */
import { speakingMetrics } from './speaking-metrics.ts';

export const speaking = {
  notReady: 'Test chưa sẵn sàng!',
  parts: {
    part1: {
      title: 'Part 1 — Giới thiệu và phỏng vấn',
      about:
        'Như trong phòng thi, giám khảo hỏi theo ba chủ đề: chủ đề đầu giới thiệu bản thân (công việc, việc học hoặc nơi bạn sống), rồi hai chủ đề quen thuộc khác, mỗi chủ đề 3-4 câu. Trả lời mỗi câu khoảng 20-30 giây, kèm một lý do hoặc ví dụ ngắn.',
      target: '4-5 phút',
    },
    part2: {
      title: 'Part 2 — Bài nói dài (cue card)',
      about:
        'Bạn nhận một thẻ đề bài, có 1 phút chuẩn bị và ghi chú, rồi nói tối đa 2 phút về chủ đề đó. Sau đó giám khảo hỏi thêm 1-2 câu ngắn.',
      target: '3-4 phút',
    },
    part3: {
      title: 'Part 3 — Thảo luận',
      about:
        'Các câu hỏi thảo luận rộng hơn, liên quan đến chủ đề Part 2. Hãy nêu quan điểm, giải thích lý do và đưa ví dụ.',
      target: '4-5 phút',
    },
  },
  intro: {
    about: 'Khoảng {target}',
    before: 'Trước khi bắt đầu',
    mic: 'Trình duyệt sẽ hỏi quyền dùng micro: hãy chọn Cho phép.',
    how: 'Mỗi câu, bấm ‘Bắt đầu nói’, trả lời, rồi bấm ‘Dừng’. Lời bạn nói hiện thành chữ ngay khi nói và được ghi âm để bạn nghe lại.',
    headset: 'Nên dùng tai nghe có micro và ngồi ở nơi yên tĩnh.',
    noRecognition:
      'Trình duyệt này không hỗ trợ nhận dạng giọng nói, nên bạn sẽ gõ câu trả lời. Để luyện nói, hãy dùng Chrome hoặc Edge trên máy tính.',
    voice: 'Giọng tiếng Anh để nhận dạng và đọc câu hỏi',
    voices: { enGB: 'Tiếng Anh - Anh (en-GB)', enUS: 'Tiếng Anh - Mỹ (en-US)' },
    begin: 'Bắt đầu bài thi',
    opening: 'Đang mở micro...',
  },
  partIntro: {
    part2Count: 'Thẻ đề bài và {n} câu hỏi thêm · khoảng {target}',
    count: '{n} câu hỏi · khoảng {target}',
    frames: 'Ba chủ đề của Part 1',
    startPart2: 'Nhận thẻ đề bài',
    start: 'Bắt đầu Part {part}',
  },
  /** The cue card's own English words, as the exam prints them. */
  cueCard: { say: 'You should say:' },
  prep: {
    part: 'Part 2',
    heading: 'Chuẩn bị (1 phút)',
    left: 'Thời gian chuẩn bị còn',
    body: 'Đọc thẻ đề bài và ghi chú ý chính. Hết 1 phút, màn hình chuyển sang phần nói (tối đa 2 phút).',
    now: 'Bắt đầu nói ngay',
    notes: 'Ghi chú của bạn',
    notesPlaceholder: 'Ghi vài từ khóa cho từng ý trên thẻ…',
  },
  question: {
    cueCard: 'Thẻ đề bài',
    followUp: 'Câu hỏi thêm {n}/{total}',
    position: 'Câu {n}/{total}',
    partHint: 'Part {part} · gợi ý {target}',
    partClock: 'Thời gian Part {part}',
    cueHeading: 'Thẻ đề bài Part 2',
    listen: 'Nghe câu hỏi',
    toReview: 'Xem lại và tự chấm',
    toPart: 'Sang Part {part}',
    next: 'Câu tiếp theo',
  },
  /** Part 1's topic frames; the examiner's words are the exam's own English. */
  frame: {
    label: 'Chủ đề {n}/{total}',
    examiner: 'Giám khảo',
    moveOn:
      "{opening, select, yes {Let's talk about {topic}.} other {Now let's move on to talk about {topic}.}}",
  },
  answer: {
    again: 'Nói lại',
    start: 'Bắt đầu nói',
    finishing: 'Đang hoàn tất...',
    stop: 'Dừng',
    recording: 'Đang ghi âm',
    timeLeft: 'Thời gian nói còn',
    time: 'Thời gian nói',
    statusRecording: 'Đang ghi âm và nhận dạng giọng nói',
    statusRecorded: 'Đã ghi câu trả lời',
    listening: 'Hãy bắt đầu nói, lời của bạn sẽ hiện ở đây…',
    heardNothing: 'Không nhận được lời nào. Hãy nói lại gần micro hơn.',
    recordingLabel: 'Bản ghi âm câu trả lời của bạn',
    typedLabel: 'Câu trả lời của bạn (gõ bằng tiếng Anh)',
    words: '{n} từ',
  },
  fallback: {
    typedHow:
      'Bài thi vẫn tiếp tục: hãy gõ câu trả lời bằng tiếng Anh vào ô bên dưới mỗi câu hỏi. Câu trả lời không được ghi âm, nên tốc độ nói và khoảng dừng không đo được.',
    noRecognition:
      'Trình duyệt này không hỗ trợ nhận dạng giọng nói. {how} Để luyện nói, hãy dùng Chrome hoặc Edge trên máy tính.',
    noMicrophone:
      'Không dùng được micro (bạn chưa cho phép truy cập micro, hoặc máy không có micro). {how} Muốn nói, hãy cho phép micro trong cài đặt trang rồi bắt đầu lại bài thi.',
    recognitionFailed:
      'Không dùng được nhận dạng giọng nói: {why}{hasCode, select, yes { (mã lỗi: {code})} other {}}. {how}',
    errors: {
      notAllowed: 'trình duyệt chưa được phép dùng micro cho việc này',
      serviceNotAllowed: 'trình duyệt không cho phép dùng dịch vụ nhận dạng giọng nói',
      network: 'không kết nối được dịch vụ nhận dạng giọng nói của trình duyệt',
      audioCapture: 'nhận dạng giọng nói không thu được âm thanh từ micro',
      languageNotSupported: 'giọng tiếng Anh đã chọn không được hỗ trợ',
      phrasesNotSupported: 'trình duyệt không hỗ trợ cách nhận dạng này',
      other: 'trình duyệt không khởi động được nó',
    },
  },
  review: {
    title: 'Xem lại bài nói — {title}',
    intro:
      'Nghe lại từng câu, so sánh với câu trả lời mẫu, xem các số đo rồi tự chấm điểm ở cuối trang.',
    toRating: 'Đến phần tự chấm điểm ↓',
    ratingHeading: 'Tự chấm điểm',
    ratingHelp:
      'Chấm từng tiêu chí từ 1 đến 5 bằng cách bấm một ô: 5 là ngang câu trả lời mẫu band 8-9. Điểm lưu lại là trung bình của bốn tiêu chí, thang 0-5, lấy một chữ số thập phân.',
    saved: 'Đã lưu kết quả: tự đánh giá {rating}.',
    viewResult: 'Xem trang kết quả',
    retry: 'Làm lại',
    backToList: 'Về danh sách đề',
    saving: 'Đang lưu...',
    save: 'Lưu kết quả',
    needAll: 'Hãy chấm đủ 4 tiêu chí để lưu.',
    /** Save pressed with criteria left: which ones. */
    missing: 'Bạn chưa chấm: {criteria}. Hãy chấm đủ 4 tiêu chí để lưu.',
  },
  answerReview: {
    longTurn: 'Part 2 · Thẻ đề bài',
    followUp: 'Part 2 · Câu hỏi thêm {n}',
    question: 'Part {part} · Câu {n}',
    typed: 'Đã gõ',
    spoken: 'Đã nói',
    words: '{n} từ',
    unanswered: 'Bạn chưa trả lời câu này.',
    playback: 'Nghe lại câu trả lời của bạn',
    model: 'Xem câu trả lời mẫu (band 8-9)',
  },
  /** The notes under a model answer (the notes themselves are content, in Vietnamese). */
  notes: {
    heading: 'Học gì từ câu trả lời mẫu',
    phrases: 'Cụm từ hay',
    fluency: 'Vì sao câu trả lời trôi chảy',
    kinds: {
      linking: 'Từ nối',
      extending: 'Mở rộng câu trả lời',
      filler: 'Từ đệm tự nhiên',
      paraphrase: 'Diễn đạt lại câu hỏi',
    },
  },
  rating: {
    legend: 'Tự chấm điểm bốn tiêu chí, thang 1-5',
    notRated: 'Chưa chấm',
    /** A criterion's chosen level beside its name. */
    chosen: '{value} · {level}',
    /** What each of the five targets says under its number (the same for every criterion). */
    levels: {
      '1': 'Rất yếu',
      '2': 'Yếu',
      '3': 'Khá',
      '4': 'Tốt',
      '5': 'Rất tốt',
    },
    average: 'Điểm trung bình',
    averagePending: 'Còn {n} tiêu chí chưa chấm',
    outOfFive: '{value}/5',
    criteria: {
      fluency: {
        name: 'Fluency',
        gloss: 'Độ trôi chảy',
        help: 'Nói liền mạch, ít ngập ngừng, các ý nối với nhau rõ ràng.',
        levels: {
          '1': 'Ngắt quãng liên tục, khó nói hết một ý.',
          '2': 'Hay ngập ngừng, câu trả lời còn ngắn.',
          '3': 'Nói được liền mạch nhưng đôi lúc dừng lại tìm từ.',
          '4': 'Trôi chảy, ít ngập ngừng, các ý nối với nhau rõ ràng.',
          '5': 'Tự nhiên như câu trả lời mẫu band 8-9.',
        },
      },
      vocabulary: {
        name: 'Vocabulary',
        gloss: 'Từ vựng',
        help: 'Dùng từ đa dạng, chính xác, có cụm từ tự nhiên.',
        levels: {
          '1': 'Chỉ dùng được từ rất đơn giản, lặp lại nhiều.',
          '2': 'Vốn từ hạn chế, có ý không diễn đạt được.',
          '3': 'Đủ từ để nói về chủ đề, đôi khi dùng chưa đúng.',
          '4': 'Dùng từ đa dạng, có vài cụm từ tự nhiên.',
          '5': 'Chính xác và tự nhiên như câu trả lời mẫu.',
        },
      },
      grammar: {
        name: 'Grammar',
        gloss: 'Ngữ pháp',
        help: 'Dùng nhiều cấu trúc câu khác nhau, ít lỗi.',
        levels: {
          '1': 'Chỉ nói được câu rất ngắn, sai nhiều.',
          '2': 'Câu đơn giản, lỗi làm người nghe khó hiểu.',
          '3': 'Có câu phức nhưng còn những lỗi hay gặp.',
          '4': 'Dùng nhiều cấu trúc câu, ít lỗi.',
          '5': 'Đa dạng và gần như không có lỗi, như bài mẫu.',
        },
      },
      pronunciation: {
        name: 'Pronunciation',
        gloss: 'Phát âm',
        help: 'Dễ nghe, đúng trọng âm và ngữ điệu tự nhiên.',
        levels: {
          '1': 'Người nghe rất khó hiểu.',
          '2': 'Nhiều từ đọc sai, người nghe phải đoán.',
          '3': 'Nghe hiểu được, đôi chỗ sai trọng âm.',
          '4': 'Dễ nghe, trọng âm và ngữ điệu khá tự nhiên.',
          '5': 'Rõ ràng và tự nhiên như người nói thành thạo.',
        },
      },
    },
  },
  attempt: {
    selfRating: 'Tự đánh giá',
    notAvailable: 'Chưa có',
    note: 'Bản ghi âm chỉ nghe lại được ngay sau khi làm bài (chúng không được gửi lên máy chủ), và khoảng dừng không được lưu nên không đo lại ở đây.',
    answers: 'Câu trả lời',
  },
  metrics: speakingMetrics,
};
