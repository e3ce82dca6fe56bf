import { QuizPage } from '../../features/games/components/quiz-page.tsx';

export function Component() {
  return <QuizPage />;
}
