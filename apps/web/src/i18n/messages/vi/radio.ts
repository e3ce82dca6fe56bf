/** Vietnamese messages: radio, the listening library (spec §2 "Listening library", issue 18). */
export const radio = {
  title: 'Thư viện bài nghe',
  blurb: 'Bài nghe theo cấp độ, có lời thoại. Chọn một cấp độ để bắt đầu.',
  comingSoonBadge: 'Sắp ra mắt',
  levelComingSoon: 'Cấp độ này sắp ra mắt!',
  featureComingSoon: 'Tính năng sắp ra mắt!',
  tipsTitle: 'Mẹo luyện nghe',
  tips: {
    first: 'Nghe lần đầu mà không xem transcript để nắm ý chính.',
    second: 'Nghe lại lần hai cùng transcript để bắt những từ bạn bỏ lỡ.',
    arrows: 'Dùng phím ← và → để tua lại 5 giây khi chưa nghe rõ.',
    speed: 'Chọn tốc độ 0,75× khi bài nghe còn quá nhanh với bạn.',
    daily: 'Nghe một chút mỗi ngày hiệu quả hơn nghe thật nhiều trong một lần.',
  },
  levels: {
    nature: {
      title: 'Thiên nhiên',
      description:
        'Bài thuyết minh về thiên nhiên và khoa học, mỗi bài từ 8 phút trở lên, có transcript.',
    },
    testAudios: {
      title: 'Bài nghe đề thi',
      description:
        'Các phần nghe của 5 đề IELTS Listening: hội thoại, độc thoại, thảo luận và bài giảng.',
    },
    a1: {
      title: 'A1',
      description: 'Hội thoại ngắn, chậm và rõ cho người mới bắt đầu, có transcript.',
    },
    a2: {
      title: 'A2',
      description:
        'Hội thoại và bài kể về du lịch, công việc, sức khỏe và cuộc sống hằng ngày, có transcript.',
    },
    b1: {
      title: 'B1',
      description:
        'Ý kiến, trải nghiệm, câu chuyện và thảo luận về các chủ đề quen thuộc trong IELTS, có transcript.',
    },
    b2: {
      title: 'B2',
      description:
        'Bài nói và thảo luận dài hơn về xã hội, khoa học và công việc, ở tốc độ gần tự nhiên, có transcript.',
    },
    c1: {
      title: 'C1',
      description:
        'Bài giảng, phỏng vấn và tranh luận ở tốc độ tự nhiên về các chủ đề học thuật, có transcript.',
    },
    comingSoon: 'Bài nghe cho cấp độ này đang được biên soạn.',
  },
  difficulty: '{difficulty, select, Beginner {Cơ bản} Advanced {Nâng cao} other {Trung cấp}}',
  lessons: '{n, plural, other {# bài nghe}}',
  backToLibrary: 'Thư viện bài nghe',
  playRandom: 'Phát ngẫu nhiên',
  hasTranscript: 'Có transcript',
  noTranscriptBadge: 'Không có transcript',
  backToLevel: 'Danh sách {level}',
  speakers: '{n, plural, other {# người nói}}',
  duration: 'Thời lượng {time}',
  spokenDuration: '{m, plural, other {# phút}} {s, plural, other {# giây}}',
  spokenSeconds: '{s, plural, other {# giây}}',
  download: {
    save: 'Tải về ({mb, number, ::.#} MB)',
    saving: 'Đang tải về…',
    saved: 'Đã tải về: nghe được cả khi không có mạng',
    remove: 'Xóa bản tải về',
    failed: 'Không tải về được. Hãy kiểm tra kết nối và dung lượng trống của máy rồi thử lại.',
  },
  player: {
    play: 'Phát',
    pause: 'Tạm dừng',
    previous: 'Bài trước',
    next: 'Bài tiếp theo',
    mute: 'Tắt tiếng',
    unmute: 'Bật tiếng',
    volume: 'Âm lượng',
    repeat: 'Lặp lại',
    seek: 'Vị trí phát',
    position: '{now} trên {total}',
    speed: 'Tốc độ phát',
    shortcuts: 'Phím tắt: Space phát / tạm dừng, ← / → tua 5 giây, M tắt tiếng.',
    noAudio: 'Bài này chưa có âm thanh.',
    audioFailed: 'Không tải được âm thanh của bài này. Hãy thử lại sau.',
  },
  transcript: {
    show: 'Hiện transcript',
    hide: 'Ẩn transcript',
    none: 'Transcript chưa có sẵn cho bài này',
    loading: 'Đang tải transcript…',
    failed: 'Không tải được transcript.',
    seekHint: 'Bấm vào một câu để nghe từ câu đó.',
  },
  otherLessons: 'Bài khác cùng cấp độ',
  notFound: {
    title: 'Không tìm thấy bài nghe',
    body: 'Đường dẫn này không dẫn tới bài nghe nào: có thể nó bị gõ sai, hoặc bài đã bị gỡ.',
    back: 'Về thư viện bài nghe',
  },
};
