/**
 * The orange notice of the Speaking list screen (spec §2): the test transcribes answers with the
 * browser's speech recognition, shows band 8-9 sample answers, lets the learner rate themselves
 * on four criteria, and may be unreliable on a phone.
 */
export function SpeakingNotice() {
  return (
    <div
      className="rounded-2xl border border-orange-200 bg-orange-50 p-5 text-sm text-orange-900 dark:border-orange-900 dark:bg-orange-950/60 dark:text-orange-100"
      data-testid="speaking-notice"
    >
      <p className="font-bold">Lưu ý về bài thi Speaking</p>
      <p className="mt-2">
        Bài thi dùng tính năng nhận dạng giọng nói của trình duyệt để chuyển câu trả lời của bạn
        thành văn bản, hiển thị câu trả lời mẫu band 8-9 và cho bạn tự chấm điểm độ trôi chảy
        (fluency), từ vựng (vocabulary), ngữ pháp (grammar) và phát âm (pronunciation).
      </p>
      <p className="mt-2">
        Nhận dạng giọng nói có thể không ổn định trên điện thoại: hãy dùng máy tính có tai nghe và
        micro.
      </p>
    </div>
  );
}
