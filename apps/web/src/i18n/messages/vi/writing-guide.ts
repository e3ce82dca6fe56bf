/** Vietnamese messages: the notes that teach under a Task 2 model answer (issue 23 §2). */
export const writingGuide = {
  heading: 'Học từ bài mẫu',
  outline: 'Dàn ý',
  thesis: 'Luận điểm chính',
  thesisMarked: 'Câu này được tô nền và gạch chân trong bài mẫu ở trên.',
  contrast: 'Band 6 và band 8',
  contrastIntro: 'Cùng một ý, viết ở hai mức điểm:',
  band: 'Band {band}',
  changes: 'Điều gì thay đổi:',
  errors: 'Lỗi thường gặp',
  errorsIntro: 'Ba lỗi người Việt hay mắc khi viết về chủ đề này:',
  wrong: 'Sai',
  right: 'Đúng',
};
