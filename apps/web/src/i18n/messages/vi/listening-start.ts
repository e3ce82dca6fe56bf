/** Vietnamese messages of the Listening start screen (part of the `listening` namespace). */
export const listeningStart = {
  start: {
    eyebrow: 'IELTS Listening',
    facts: '4 phần · 40 câu hỏi · khoảng {minutes} phút âm thanh',
    keptTitle: 'Bạn đang làm dở bài này ({mode}).',
    keptChecking: 'Câu trả lời đã được lưu; bạn quay lại phần kiểm tra bài với thời gian còn lại.',
    keptPart: 'Câu trả lời đã được lưu; Part {n} sẽ phát lại từ đầu.',
    resume: 'Tiếp tục bài làm',
    orRestart: 'Hoặc chọn chế độ bên dưới để làm lại từ đầu.',
    chooseMode: 'Chọn cách làm bài',
    exam1:
      'Như bài thi trên máy tính: mỗi phần chỉ được nghe <strong>một lần</strong>, không thể tạm dừng hay tua.',
    exam2:
      'Trước mỗi phần có {seconds} giây để đọc câu hỏi; câu hỏi của phần đang nghe hiện ngay bên dưới. Các phần nối tiếp nhau tự động.',
    exam3:
      'Sau phần cuối, bạn có {minutes} phút để kiểm tra bài; hết giờ bài được nộp tự động (cả bài khoảng {total} phút).',
    practice1: 'Nghe lại, tạm dừng và tua thoải mái; không giới hạn thời gian.',
    practice2: 'Bấm <strong>Phần tiếp theo</strong> khi muốn chuyển sang phần sau.',
    practice3: 'Sau khi nộp bài, bạn xem được lời thoại (transcript) của từng phần cùng đáp án.',
    headphones:
      'Hãy dùng <strong>tai nghe</strong> và ngồi ở nơi yên tĩnh. Chỉnh âm lượng vừa đủ nghe trước khi bắt đầu: ở chế độ Thi thật, âm thanh phát ngay khi mỗi phần bắt đầu. Nếu tải lại trang, câu trả lời vẫn được giữ nhưng phần đang nghe sẽ phát lại từ đầu.',
    begin: 'Bắt đầu {mode}',
  },
};
