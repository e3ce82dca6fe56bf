/**
 * Vietnamese messages: the automatic Writing feedback (issue 10). `lines` says each line code of
 * the domain (packages/domain/src/ielts/writing-feedback-lines.ts) with its values.
 */
export const writingFeedback = {
  heading: 'Nhận xét tự động',
  verdicts: { good: 'Tốt', fair: 'Khá', improve: 'Cần cải thiện' },
  disclaimer:
    'Đây là nhận xét tự động dựa trên các đặc điểm đo đếm được của bài viết (số từ, đoạn văn, từ nối, từ vựng, độ dài câu, chính tả), không phải điểm band của giám khảo IELTS: máy không đánh giá được nội dung, lập luận hay độ chính xác ngữ pháp như giám khảo.',
  disclaimerTask1:
    'Đây là nhận xét tự động dựa trên các đặc điểm đo đếm được của bài (số từ, câu tổng quan, số liệu được dẫn, cấu trúc so sánh, thì của động từ, chính tả), không phải điểm band của giám khảo IELTS: máy không đánh giá được độ chính xác của cách mô tả như giám khảo.',
  items: {
    task1WordCount: {
      title: 'Số từ',
      explanation:
        'Task 1 yêu cầu ít nhất {minWords} từ: bài ngắn hơn bị trừ điểm ở tiêu chí Task Achievement. Nên dành khoảng {minutes} phút cho Task 1 để còn thời gian cho Task 2.',
    },
    overview: {
      title: 'Câu tổng quan (overview)',
      explanation:
        'Tiêu chí Task Achievement đòi hỏi phần tổng quan nêu các xu hướng hoặc đặc điểm chính; bài thiếu overview khó vượt band 5 ở tiêu chí này.',
    },
    keyFigures: {
      title: 'Số liệu chính',
      explanation:
        'Hãy chọn và dẫn các số liệu quan trọng (cao nhất, thấp nhất, điểm đầu và điểm cuối) để minh họa xu hướng thay vì liệt kê mọi con số. Máy nhận cả 45%, 45 per cent, 1,200 và số gần đúng đi sau about hoặc around.',
    },
    comparison: {
      title: 'So sánh',
      explanation:
        'Đề yêu cầu “make comparisons where relevant”: so sánh các nhóm với nhau (higher than, whereas, twice as…) cho thấy bạn hiểu số liệu chứ không chỉ chép lại.',
    },
    tense: {
      title: 'Thì của động từ',
      explanation:
        'Thì phải khớp với thời gian của số liệu: quá khứ đơn cho các năm đã qua, will hoặc is expected to cho số liệu dự báo, hiện tại đơn (thường ở dạng bị động) cho quy trình. Máy chỉ đếm các động từ hay gặp khi tả số liệu nên có thể bỏ sót.',
    },
    wordCount: {
      title: 'Số từ',
      explanation:
        'Task 2 yêu cầu ít nhất {minWords} từ: bài ngắn hơn bị trừ điểm ở tiêu chí Task Response. Bài quá dài khó hoàn thành trong {minutes} phút và dễ có thêm lỗi.',
    },
    paragraphs: {
      title: 'Chia đoạn',
      explanation:
        'Tiêu chí Coherence and Cohesion chấm cả cách chia đoạn: mở bài, 2–3 đoạn thân bài mỗi đoạn một ý chính, và kết bài; bài không chia đoạn hoặc chia quá vụn bị giới hạn điểm ở tiêu chí này.',
    },
    linking: {
      title: 'Từ nối',
      explanation:
        'Tiêu chí Coherence and Cohesion đánh giá cách nối ý: từ nối đa dạng, đúng chức năng giúp lập luận mạch lạc, còn lặp đi lặp lại một từ nối bị xem là máy móc.',
    },
    lexicalVariety: {
      title: 'Độ đa dạng từ vựng',
      explanation:
        'Tiêu chí Lexical Resource đánh giá độ rộng và độ chính xác của vốn từ: dùng nhiều từ khác nhau và từ học thuật đúng chỗ cho thấy vốn từ rộng. TTR giảm khi bài dài hơn nên chỉ tính trên {window} từ đầu.',
    },
    repetition: {
      title: 'Từ lặp lại',
      explanation:
        'Lặp lại một từ nhiều lần làm giảm điểm Lexical Resource; hãy thay bằng từ đồng nghĩa, đại từ hoặc diễn đạt lại (paraphrase).',
    },
    sentenceVariety: {
      title: 'Độ dài câu',
      explanation:
        'Tiêu chí Grammatical Range and Accuracy đánh giá sự đa dạng cấu trúc câu: kết hợp câu ngắn với câu phức dài cho thấy vốn ngữ pháp rộng, còn câu quá dài dễ mắc lỗi và khó theo dõi.',
    },
    spelling: {
      title: 'Chính tả',
      explanation:
        'Lỗi chính tả bị trừ điểm ở tiêu chí Lexical Resource; chính tả Anh-Anh và Anh-Mỹ đều được chấp nhận nhưng nên dùng thống nhất một kiểu.',
    },
  },
  /** The functions of linking words (essay-word-lists.ts LINKING_FUNCTIONS). */
  functions: {
    addition: 'bổ sung',
    contrast: 'đối lập',
    causeEffect: 'nguyên nhân – kết quả',
    example: 'ví dụ',
    sequence: 'trình tự',
    conclusion: 'kết luận',
  },
  lines: {
    overviewFound: 'Đã có câu tổng quan: “{sentence}”',
    overviewMissing:
      'Chưa thấy câu tổng quan nêu các xu hướng chính (thường bắt đầu bằng “Overall,” hoặc “In general,”).',
    figuresCited: 'Bài nêu {cited}/{keys} số liệu chính của biểu đồ.',
    figuresNoNumbers:
      'Bài chưa dẫn con số nào; biểu đồ có {keys} số liệu chính (cao nhất, thấp nhất, đầu và cuối mỗi nhóm).',
    figureCited: 'Đã nêu: {label} — {value, number}{unit}',
    figureMissed: 'Chưa nêu: {label} — {value, number}{unit}',
    comparisonSome: 'Bài dùng {count} lần cấu trúc so sánh ({distinct} cách diễn đạt khác nhau).',
    comparisonNone:
      'Chưa thấy cấu trúc so sánh nào (higher than, compared with, whereas, the highest…).',
    comparisonExample: '“{phrase}”: {count} lần',
    tenseGood:
      '{period, select, past {Số liệu thuộc quá khứ và bài dùng thì quá khứ nhất quán} future {Số liệu là dự báo và bài dùng cách nói tương lai nhất quán} present {Bài dùng thì hiện tại nhất quán} other {Thì của động từ nhất quán}}: {wrongPercent, number}% động từ sai thì.',
    tenseOff:
      '{wrongPercent, number}% động từ sai thì, trong {sentences} câu: {period, select, past {số liệu thuộc quá khứ nên dùng thì quá khứ đơn} future {số liệu là dự báo nên dùng will hoặc is expected to} present {quy trình nên dùng thì hiện tại đơn (cả dạng bị động)} other {hãy kiểm tra lại thì}}.',
    tenseNoFuture:
      'Số liệu là dự báo nhưng bài chưa dùng cách nói tương lai (will, is expected to, is projected to…).',
    tenseMixed:
      'Số liệu có cả mốc đã qua và mốc hiện tại hoặc tương lai: quá khứ cho mốc đã qua, hiện tại hoặc tương lai cho phần còn lại đều đúng.',
    tenseNoVerbs: 'Chưa tìm thấy động từ mô tả số liệu nào để kiểm tra thì.',
    tenseCounts:
      'Động từ đã đếm: {past} ở thì quá khứ, {present} ở thì hiện tại, {future} ở tương lai',
    tenseFlagged:
      '{tense, select, past {Thì quá khứ} present {Thì hiện tại} future {Cách nói tương lai} other {Sai thì}}: “{sentence}”',
    wordsBand1: 'Bài chỉ có {words} từ: bài từ {maxWords} từ trở xuống bị chấm band 1.',
    wordsShort: 'Bài có {words} từ, còn thiếu {missing} từ so với yêu cầu tối thiểu {minWords} từ.',
    wordsEnough: 'Bài có {words} từ, đạt yêu cầu tối thiểu {minWords} từ.',
    wordsSlightlyLong: 'Bài có {words} từ, đạt yêu cầu nhưng hơi dài.',
    wordsTooLong: 'Bài có {words} từ, dài hơn nhiều so với mức cần cho {minutes} phút.',
    wordsComfortable: 'Khoảng {minWords}–{maxWords} từ là vừa đủ để kịp viết và soát lỗi.',
    paragraphsGood: 'Bài có {paragraphs} đoạn, hợp với bố cục mở bài – thân bài – kết bài.',
    paragraphsNone: 'Bài chưa chia đoạn ({paragraphs} đoạn); nên có {minGood}–{maxGood} đoạn.',
    paragraphsOff: 'Bài có {paragraphs} đoạn; thường nên có {minGood}–{maxGood} đoạn.',
    paragraph: 'Đoạn {n}: {words} từ, {sentences} câu',
    sentences:
      '{sentences} câu, trung bình {meanLength, number} từ mỗi câu, độ lệch chuẩn {stdevLength, number} từ.',
    sentenceRange: 'Câu ngắn nhất {shortest} từ, dài nhất {longest, number} từ',
    sentencesVeryShort: 'Câu rất ngắn (dưới {below} từ): {count}',
    sentencesVeryLong: 'Câu rất dài (trên {above} từ): {count}',
    longSentence: '{words} từ: “{opening}”',
    linkingNone: 'Bài chưa dùng từ nối nào trong danh sách từ nối thường gặp.',
    linkingSome: 'Bài dùng {distinct} từ nối khác nhau, thuộc {functions} nhóm chức năng.',
    linkingOverused: 'Dùng quá nhiều: “{phrase}” {count} lần',
    linkingDevice: '{phrase} ({fn}): {count} lần',
    lexical:
      'Tỉ lệ từ khác nhau (TTR) là {ttrPercent, number}%, từ học thuật (AWL) chiếm {awlPercent, number}% số từ.',
    lexicalWindow:
      'Tỉ lệ từ khác nhau (TTR) là {ttrPercent, number}% (tính trên {window} từ đầu), từ học thuật (AWL) chiếm {awlPercent, number}% số từ.',
    ttr: 'TTR: {types} từ khác nhau / {words} từ (nên từ {goodPercent}% trở lên)',
    awl: 'Từ thuộc Academic Word List: {uses} lần dùng (nên từ {goodPercent}% số từ trở lên)',
    awlWord: '{headword}: {count} lần',
    repetitionNone: 'Không có từ nội dung nào lặp lại từ {from} lần trở lên.',
    repetitionSome: 'Có {count} từ nội dung lặp lại từ {from} lần trở lên.',
    repeatedWord: '{word}: {count} lần',
    spellingNone: 'Không thấy lỗi chính tả: 0 từ nằm ngoài từ điển Anh-Anh và Anh-Mỹ.',
    spellingSome:
      'Có {count} từ không có trong từ điển chính tả Anh-Anh và Anh-Mỹ (lỗi chính tả hoặc tên riêng).',
    misspeltWord: '{word}',
    misspeltMore: '… và {count} từ khác',
  },
};
