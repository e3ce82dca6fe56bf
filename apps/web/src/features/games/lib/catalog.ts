/**
 * The games hub's catalogue (spec §2 "Games hub and games"): each game's path, title and
 * description, and the 'coming soon' flag the spec names (off for all, as in the spec).
 */
import { GAME_MIN_CARDS, type GameId } from '@app/domain';

export interface GameEntry {
  id: GameId;
  path: string;
  title: string;
  description: string;
  minCards: number;
  comingSoon: boolean;
}

export const GAMES: readonly GameEntry[] = [
  {
    id: 'matching',
    path: '/dashboard/games/matching',
    title: 'Ghép cặp',
    description: 'Lật thẻ và ghép từ với nghĩa của nó. Nhớ vị trí để ghép nhanh hơn.',
    minCards: GAME_MIN_CARDS.matching,
    comingSoon: false,
  },
  {
    id: 'quiz',
    path: '/dashboard/games/quiz',
    title: 'Trắc nghiệm',
    description: 'Chọn đáp án đúng trong bốn lựa chọn, theo cả hai chiều Anh → Việt và Việt → Anh.',
    minCards: GAME_MIN_CARDS.quiz,
    comingSoon: false,
  },
  {
    id: 'spelling-bee',
    path: '/dashboard/games/spelling-bee',
    title: 'Đánh vần',
    description: 'Đọc nghĩa và gõ đúng chính tả của từ. Bạn có 3 mạng.',
    minCards: GAME_MIN_CARDS['spelling-bee'],
    comingSoon: false,
  },
  {
    id: 'dictation',
    path: '/dashboard/games/listening-dictation',
    title: 'Nghe chép chính tả',
    description: 'Nghe từ được đọc lên và gõ lại. Luyện tai nghe và chính tả cùng lúc.',
    minCards: GAME_MIN_CARDS.dictation,
    comingSoon: false,
  },
  {
    id: 'word-builder',
    path: '/dashboard/games/word-builder',
    title: 'Ghép chữ',
    description: 'Sắp xếp các chữ cái bị xáo trộn thành từ đúng.',
    minCards: GAME_MIN_CARDS['word-builder'],
    comingSoon: false,
  },
  {
    id: 'word-search',
    path: '/dashboard/games/word-search',
    title: 'Tìm từ',
    description: 'Tìm các từ trong bộ thẻ đang ẩn trong bảng chữ cái.',
    minCards: GAME_MIN_CARDS['word-search'],
    comingSoon: false,
  },
];

/** Study tips shown under the games (spec §2: the hub has study tips). */
export const STUDY_TIPS: readonly string[] = [
  'Chơi ngay sau khi ôn thẻ: gặp lại từ theo cách khác giúp nhớ lâu hơn.',
  'Sai cũng không sao: hãy đọc kỹ phần so sánh đáp án rồi chơi lại.',
  'Chơi ngắn mà đều, 10 phút mỗi ngày tốt hơn một giờ mỗi tuần.',
  'Đọc to từ khi trả lời để luyện cả phát âm.',
];
