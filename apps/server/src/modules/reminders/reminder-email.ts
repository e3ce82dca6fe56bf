/**
 * The daily reminder e-mail (issue 21 §4), in Vietnamese as the app's other e-mails, written from
 * the day's figures (issue 34 §7: the minutes studied; the streak kept today or waiting), with a
 * plain-text part and the one-click unsubscribe headers of RFC 8058 (List-Unsubscribe with
 * List-Unsubscribe-Post: a mail client's "unsubscribe" posts to the API without a sign-in).
 */
import type { MailMessage } from '../../providers/mail/mailer.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface ReminderFigures {
  name: string;
  /** Whole minutes studied today (the daily goal's, domain goalProgress) and the goal. */
  minutes: number;
  goalMinutes: number;
  /** The current streak in days (domain computeStreakWithFreezes). */
  streak: number;
  /** Today has activity already (a rating, a game, a test): the streak is kept today. */
  studiedToday: boolean;
}

/** The e-mail's line on today's minutes (issue 34 §7: under a minute is not "no minute"). */
function progressLine(figures: ReminderFigures): string {
  if (figures.minutes > 0)
    return `Hôm nay bạn đã học ${figures.minutes}/${figures.goalMinutes} phút.`;
  return figures.studiedToday
    ? `Hôm nay bạn mới học chưa đến 1 phút, mục tiêu của bạn là ${figures.goalMinutes} phút mỗi ngày.`
    : `Hôm nay bạn chưa học, mục tiêu của bạn là ${figures.goalMinutes} phút mỗi ngày.`;
}

/** The e-mail's line on the streak: kept today, waiting for today, or to begin. */
function streakLine(figures: ReminderFigures): string {
  if (figures.streak === 0) return 'Học vài phút hôm nay để bắt đầu một chuỗi ngày học mới.';
  return figures.studiedToday
    ? `Hôm nay bạn đã giữ được chuỗi ${figures.streak} ngày học liên tiếp.`
    : `Chuỗi ${figures.streak} ngày học liên tiếp của bạn đang chờ hôm nay.`;
}

/**
 * The reminder to `to`. `studyLink` opens today's queue; `unsubscribePage` is the web page that
 * turns the reminder off; `unsubscribePost` the API URL a mail client posts to (RFC 8058).
 */
export function reminderEmail(
  to: string,
  figures: ReminderFigures,
  links: { studyLink: string; unsubscribePage: string; unsubscribePost: string },
): MailMessage {
  const greeting = `Xin chào ${figures.name},`;
  const progress = progressLine(figures);
  const streak = streakLine(figures);
  const action = 'Học ngay';
  const footer = 'Bạn nhận e-mail này vì đã bật nhắc học trong Cài đặt. Không muốn nhận nữa?';
  const stop = 'Hủy nhận nhắc học';
  const text = `${greeting}\n\n${progress}\n${streak}\n\n${action}: ${links.studyLink}\n\n${footer}\n${stop}: ${links.unsubscribePage}\n`;
  const html = `<!doctype html><html lang="vi"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(progress)}<br>${escapeHtml(streak)}</p>
<p><a href="${escapeHtml(links.studyLink)}">${escapeHtml(action)}</a></p>
<p style="color:#555">${escapeHtml(footer)} <a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(stop)}</a></p></body></html>`;
  return {
    to,
    subject: `Nhắc học: còn ${Math.max(0, figures.goalMinutes - figures.minutes)} phút để đạt mục tiêu hôm nay`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribePost}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
