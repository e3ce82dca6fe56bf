/**
 * Vietnamese messages: dashboard (spec §1, §2): greeting, the six activities, word of the day,
 * roadmap, first-login welcome dialog.
 */
export const dashboard = {
  greeting:
    '{part, select, morning {Chào buổi sáng} afternoon {Chào buổi chiều} other {Chào buổi tối}}, {name}!',
  subtitle: 'Hôm nay bạn muốn học gì?',
  activities: 'Hoạt động',
  activity: {
    flashcards: {
      title: 'Thẻ ghi nhớ',
      body: 'Tạo bộ thẻ và ôn tập với lặp lại ngắt quãng (SM-2).',
    },
    games: {
      title: 'Trò chơi & Câu đố',
      body: 'Sáu trò chơi từ vựng tạo từ chính bộ thẻ của bạn.',
    },
    ielts: {
      title: 'Luyện thi IELTS',
      body: 'Luyện Reading, Listening, Writing, Speaking và xem tiến độ.',
    },
    radio: { title: 'Thư viện bài nghe', body: 'Bài nghe theo cấp độ, có lời thoại.' },
    dictionary: { title: 'Từ điển', body: 'Tra nghĩa tiếng Việt, phát âm và ví dụ.' },
    translator: { title: 'Dịch Anh ↔ Việt', body: 'Dịch câu Anh ↔ Việt.' },
  },
  wordOfDay: 'Từ vựng hôm nay',
  partOfSpeech:
    '{pos, select, noun {danh từ} verb {động từ} adjective {tính từ} adverb {trạng từ} other {{pos}}}',
  lookUp: 'Tra từ điển →',
  roadmap: 'Lộ trình phát triển',
  status: {
    released: 'Đã ra mắt',
    inDevelopment: 'Đang phát triển',
    comingSoon: 'Sắp ra mắt',
  },
  roadmapItems: {
    writingFeedback: {
      title: 'Chấm Writing tự động',
      body: 'Nhận xét bài Writing theo bốn tiêu chí chấm điểm IELTS.',
    },
    sharing: {
      title: 'Chia sẻ bộ thẻ',
      body: 'Chia sẻ bộ thẻ với bạn học qua email, quyền xem hoặc quyền sửa.',
    },
    shadowing: {
      title: 'Luyện nói theo',
      body: 'Nói theo từng câu của bài nghe và xem từng từ máy nhận ra được.',
    },
    today: {
      title: 'Hôm nay: ôn tập mỗi ngày',
      body: 'Một hàng ôn chung cho mọi bộ thẻ, mục tiêu phút học và chuỗi ngày học.',
    },
    installApp: {
      title: 'Cài như ứng dụng, học khi không có mạng',
      body: 'Cài lên điện thoại hoặc máy tính; bộ thẻ đã mở vẫn học được khi mất mạng.',
    },
    mockExam: {
      title: 'Thi thử đủ bốn kỹ năng',
      body: 'Một buổi thi liền mạch như thi trên máy tính, cả Task 1 và Task 2 trong 60 phút.',
    },
    generalTraining: {
      title: 'IELTS General Training',
      body: 'Đề Reading General Training và thư Writing Task 1 cho người định cư, làm việc.',
    },
    vietnameseLookup: {
      title: 'Tra từ tiếng Việt',
      body: 'Gõ một từ tiếng Việt để tìm từ tiếng Anh tương ứng trong từ điển.',
    },
  },
  welcome: {
    title: 'Chào mừng bạn đến với IELTS Study!',
    intro:
      'Đây là công cụ tự học miễn phí và không giới hạn: bạn tự chọn nội dung và nhịp độ. Đây không phải là một khóa học có người hướng dẫn.',
    features: {
      cards: {
        title: 'Thẻ ghi nhớ với lặp lại ngắt quãng',
        body: 'Tạo bộ thẻ riêng, ôn đúng lúc sắp quên.',
      },
      games: { title: 'Trò chơi từ vựng', body: 'Ôn từ qua trò chơi tạo từ chính bộ thẻ của bạn.' },
      ielts: {
        title: 'Luyện thi IELTS',
        body: 'Làm bài Reading, Listening, Writing, Speaking và theo dõi tiến độ.',
      },
      dictionary: {
        title: 'Từ điển và dịch',
        body: 'Tra nghĩa tiếng Việt và dịch câu Anh ↔ Việt.',
      },
    },
    darkTip:
      'Mẹo: bấm biểu tượng mặt trời/mặt trăng ở góc trên bên phải để bật chế độ tối, hoặc chọn Sáng / Tối / Theo hệ thống trong menu tài khoản.',
    quickDefineTip:
      'Mẹo: gặp từ lạ ở bất kỳ trang nào, hãy chọn từ đó (bấm đúp, hoặc nhấn giữ trên điện thoại) rồi bấm “Tra từ”, chuột phải hoặc Ctrl+D để xem nghĩa ngay và thêm vào bộ thẻ.',
    start: 'Bắt đầu học',
  },
};
