/**
 * Vietnamese messages: the estimated band per criterion by the school's language model (issue 23
 * §3; shown only when the server has LLM_URL). The model's reasons come in the learner's
 * language, its quotes are the learner's own English.
 */
export const ieltsEstimate = {
  heading: 'Ước lượng band theo tiêu chí',
  intro:
    'Mô hình ngôn ngữ do trường bạn cấu hình chấm thử bài theo mô tả band công khai của IELTS: mỗi tiêu chí một band, một lý do và một câu nên sửa.',
  speakingIntro:
    'Mô hình ngôn ngữ do trường bạn cấu hình chấm thử bản ghi câu trả lời theo mô tả band công khai của IELTS. Phát âm không ước lượng được từ chữ viết nên không có ở đây.',
  button: 'Ước lượng band',
  again: 'Ước lượng lại',
  loading: 'Đang ước lượng… (có thể mất đến một phút)',
  label: 'ước lượng — không phải điểm của giám khảo',
  model: 'Mô hình: {model}',
  overall: 'Band ước lượng của bài',
  overallNote: 'Trung bình bốn tiêu chí, làm tròn đến nửa band như điểm tổng của IELTS.',
  band: 'Band {band}',
  reason: 'Lý do',
  quote: 'Câu nên sửa',
  criteria: {
    taskAchievement: 'Hoàn thành yêu cầu đề (Task Achievement)',
    taskResponse: 'Trả lời đúng yêu cầu đề (Task Response)',
    coherenceCohesion: 'Mạch lạc và liên kết (Coherence and Cohesion)',
    fluencyCoherence: 'Trôi chảy và mạch lạc (Fluency and Coherence)',
    lexicalResource: 'Vốn từ vựng (Lexical Resource)',
    grammaticalRange: 'Ngữ pháp đa dạng và chính xác (Grammatical Range and Accuracy)',
  },
};
