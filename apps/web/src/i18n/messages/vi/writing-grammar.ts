/**
 * Vietnamese messages: the grammar and language feedback on an essay (issue 23 §3). `rules` says
 * each offline rule (packages/domain/src/ielts/grammar-checks.ts); LanguageTool's own messages
 * are English and shown as they come.
 */
export const writingGrammar = {
  heading: 'Ngữ pháp và ngôn ngữ',
  source: {
    languagetool: 'Kiểm tra bằng LanguageTool',
    offline: 'Kiểm tra ngoại tuyến',
  },
  sourceNote: {
    languagetool:
      'LanguageTool là công cụ kiểm tra ngữ pháp mã nguồn mở do trường bạn tự vận hành; nhận xét của nó bằng tiếng Anh.',
    offline:
      'Các quy tắc đơn giản chạy ngay trên máy chủ (mạo từ a/an, từ lặp, dạng rút gọn, câu dài, chính tả): chúng không tìm được mọi lỗi ngữ pháp.',
  },
  fallback: 'LanguageTool không kiểm tra được lúc này nên bài được kiểm tra ngoại tuyến.',
  groups: {
    grammar: 'Ngữ pháp',
    spelling: 'Chính tả',
    punctuation: 'Dấu câu',
    style: 'Văn phong',
  },
  countsHeading: 'Số lỗi trên 100 từ',
  perHundred: '{count, number} / 100 từ',
  groupCount: '{count, plural, other {# chỗ}}',
  passive: 'Câu bị động: {share, number}% số câu',
  passiveNote:
    'Ước lượng theo mẫu “be + quá khứ phân từ” (is made, was built). Văn học thuật dùng bị động vừa phải; quá nhiều câu bị động làm bài khó đọc.',
  none: 'Không tìm thấy lỗi nào.',
  legend: 'Cách gạch chân:',
  essayHint: 'Chọn một chỗ được gạch chân (hoặc dùng phím Tab) để xem nhận xét và gợi ý.',
  matchLabel: '{group}: {text}',
  detailHeading: 'Nhận xét',
  suggestions: 'Gợi ý:',
  noSuggestions: 'Không có gợi ý sửa.',
  englishNote: '(nhận xét của LanguageTool, bằng tiếng Anh)',
  rules: {
    OFFLINE_ARTICLE:
      'Dùng “{suggestion}” thay cho “{text}”: chọn a hay an theo âm đầu của từ sau (an hour, a university).',
    OFFLINE_REPEATED_WORD: 'Một từ bị viết hai lần liền nhau: “{text}”.',
    OFFLINE_CONTRACTION: 'Dạng rút gọn “{text}” không hợp với văn viết học thuật: hãy viết đầy đủ.',
    OFFLINE_LONG_SENTENCE:
      'Câu này dài {words} từ (hơn 35 từ): hãy tách thành hai câu cho dễ theo dõi.',
    OFFLINE_SPELLING: '“{text}” không có trong từ điển chính tả Anh–Anh hay Anh–Mỹ.',
    other: 'Có thể có lỗi ở đây.',
  },
};
