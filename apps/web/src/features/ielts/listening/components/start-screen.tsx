/**
 * Before a Listening test: the two ways to take it, explained in Vietnamese ('Thi thật': each
 * part heard once, no pause or seek, 2 minutes to check, submitted when they run out;
 * 'Luyện tập': replay, pause and seek freely, the transcript after the test), the advice to use
 * headphones, and 'Bắt đầu'. A test left running (kept in this tab) offers to go on or start again.
 */
import { useId, useState, type ReactNode } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import {
  audioMinutes,
  CHECK_SECONDS,
  examMinutes,
  READING_SECONDS,
  type ListeningMode,
} from '../lib/exam-flow.ts';
import type { ListeningSnapshot } from '../lib/listening-storage.ts';

const MODE_NAME: Record<ListeningMode, string> = { exam: 'Thi thật', practice: 'Luyện tập' };

function HeadphonesIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6 shrink-0" aria-hidden="true" fill="none">
      <path
        d="M4 15v-3a8 8 0 0 1 16 0v3M4 15a2 2 0 0 1 2-2h1v7H6a2 2 0 0 1-2-2v-3Zm16 0a2 2 0 0 0-2-2h-1v7h1a2 2 0 0 0 2-2v-3Z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ModeOption({
  mode,
  chosen,
  onChoose,
  name,
  children,
}: {
  mode: ListeningMode;
  chosen: boolean;
  onChoose: () => void;
  name: string;
  children: ReactNode;
}) {
  return (
    <label
      className={`block cursor-pointer rounded-2xl border-2 p-4 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-500 ${chosen ? 'border-blue-600 bg-blue-50 dark:border-blue-400 dark:bg-blue-950/50' : 'border-slate-200 bg-white hover:border-slate-300 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-slate-600'}`}
    >
      <span className="flex items-center gap-2">
        <input
          type="radio"
          name={name}
          value={mode}
          checked={chosen}
          onChange={onChoose}
          className="h-4 w-4 accent-blue-600"
        />
        <span className="text-base font-bold">{MODE_NAME[mode]}</span>
      </span>
      <span className="mt-2 block space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
        {children}
      </span>
    </label>
  );
}

/** The start screen (see the module docstring): `onStart(mode)` begins a new attempt. */
export function StartScreen({
  title,
  description,
  seconds,
  kept,
  onStart,
  onResume,
}: {
  title: string;
  description: string;
  /** Each part's recording length in seconds. */
  seconds: readonly number[];
  /** A test of this tab left running, or null. */
  kept: ListeningSnapshot | null;
  onStart: (mode: ListeningMode) => void;
  onResume: () => void;
}) {
  const [mode, setMode] = useState<ListeningMode>(kept?.mode ?? 'exam');
  const name = useId();
  return (
    <div className="mx-auto max-w-3xl space-y-5" data-testid="listening-start">
      <div>
        <p className="text-sm font-semibold text-blue-700 dark:text-blue-300">IELTS Listening</p>
        <h1 className="mt-1 text-2xl font-black sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{description}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          4 phần · 40 câu hỏi · khoảng {audioMinutes(seconds)} phút âm thanh
        </p>
      </div>
      {kept ? (
        <Alert tone="info">
          <p className="font-semibold">Bạn đang làm dở bài này ({MODE_NAME[kept.mode]}).</p>
          <p className="mt-1">
            {kept.checking
              ? 'Câu trả lời đã được lưu; bạn quay lại phần kiểm tra bài với thời gian còn lại.'
              : `Câu trả lời đã được lưu; Part ${kept.section} sẽ phát lại từ đầu.`}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={onResume}>Tiếp tục bài làm</Button>
          </div>
          <p className="mt-2 text-xs">Hoặc chọn chế độ bên dưới để làm lại từ đầu.</p>
        </Alert>
      ) : null}
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-bold">Chọn cách làm bài</legend>
        <div className="grid gap-3 md:grid-cols-2">
          <ModeOption
            mode="exam"
            chosen={mode === 'exam'}
            onChoose={() => setMode('exam')}
            name={name}
          >
            <span className="block">
              Như bài thi trên máy tính: mỗi phần chỉ được nghe <strong>một lần</strong>, không thể
              tạm dừng hay tua.
            </span>
            <span className="block">
              Trước mỗi phần có {READING_SECONDS} giây để đọc câu hỏi; câu hỏi của phần đang nghe
              hiện ngay bên dưới. Các phần nối tiếp nhau tự động.
            </span>
            <span className="block">
              Sau phần cuối, bạn có {CHECK_SECONDS / 60} phút để kiểm tra bài; hết giờ bài được nộp
              tự động (cả bài khoảng {examMinutes(seconds)} phút).
            </span>
          </ModeOption>
          <ModeOption
            mode="practice"
            chosen={mode === 'practice'}
            onChoose={() => setMode('practice')}
            name={name}
          >
            <span className="block">
              Nghe lại, tạm dừng và tua thoải mái; không giới hạn thời gian.
            </span>
            <span className="block">
              Bấm <strong>Phần tiếp theo</strong> khi muốn chuyển sang phần sau.
            </span>
            <span className="block">
              Sau khi nộp bài, bạn xem được lời thoại (transcript) của từng phần cùng đáp án.
            </span>
          </ModeOption>
        </div>
      </fieldset>
      <div className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100">
        <HeadphonesIcon />
        <p>
          Hãy dùng <strong>tai nghe</strong> và ngồi ở nơi yên tĩnh. Chỉnh âm lượng vừa đủ nghe
          trước khi bắt đầu: ở chế độ Thi thật, âm thanh phát ngay khi mỗi phần bắt đầu. Nếu tải lại
          trang, câu trả lời vẫn được giữ nhưng phần đang nghe sẽ phát lại từ đầu.
        </p>
      </div>
      <Button onClick={() => onStart(mode)} className="w-full sm:w-auto">
        Bắt đầu {MODE_NAME[mode]}
      </Button>
    </div>
  );
}
