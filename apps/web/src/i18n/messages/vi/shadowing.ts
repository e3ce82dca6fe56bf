/** Vietnamese messages: shadowing, saying a transcript's sentences after the audio (issue 23 §4). */
export const shadowing = {
  toggle: 'Luyện nói theo',
  hint: 'Bấm nút micro cạnh một câu: nghe câu mẫu, nói theo, rồi xem máy nghe được từng từ ra sao.',
  sentenceButton: 'Luyện nói theo câu: {sentence}',
  title: 'Luyện nói theo',
  close: 'Đóng',
  playModel: 'Nghe câu mẫu',
  stopModel: 'Dừng câu mẫu',
  record: 'Nói theo',
  again: 'Nói lại',
  stop: 'Dừng',
  starting: 'Đang bật micro…',
  listening: 'Đang nghe bạn nói… Nói xong, máy sẽ tự dừng (hoặc bấm Dừng).',
  recordingOnly: 'Đang ghi âm… Nói xong, bấm Dừng.',
  heard: 'Máy nghe được: {text}',
  score: 'Khớp {matched}/{total} từ ({percent}%)',
  replayModel: 'Nghe lại câu mẫu',
  replayOwn: 'Nghe lại giọng bạn',
  stopOwn: 'Dừng giọng bạn',
  noRecognition:
    'Trình duyệt này không nhận dạng được giọng nói nên không so từng từ được. Hãy nghe lại giọng bạn và tự so với câu mẫu.',
  recognitionFailed:
    'Lúc này không nhận dạng được giọng nói nên không so từng từ được. Hãy nghe lại giọng bạn và tự so với câu mẫu.',
  nothingHeard: 'Máy chưa nghe được từ nào. Hãy nói to và rõ hơn rồi thử lại.',
  micDenied:
    'Trang chưa được phép dùng micro. Hãy cho phép micro trong cài đặt của trình duyệt (biểu tượng ổ khóa cạnh địa chỉ) rồi thử lại.',
  noMicrophone: 'Không tìm thấy micro. Hãy cắm micro rồi thử lại.',
  unsupported: 'Trình duyệt này không ghi âm được và cũng không nhận dạng được giọng nói.',
  noRecording: 'Trình duyệt này không ghi âm được, nên không nghe lại được giọng bạn.',
  result: 'Kết quả so sánh',
  word: {
    matched: '(đúng)',
    missed: '(bỏ sót)',
    substituted: '(máy nghe thành “{heard}”)',
  },
  extra: 'Từ nói thêm: {words}',
  legend:
    'Gạch ngang, nền đỏ: từ bị bỏ sót. Gạch chân lượn sóng: từ bị nghe thành từ khác (ghi bên cạnh).',
};
