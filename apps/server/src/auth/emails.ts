/**
 * The two account e-mails (Vietnamese): address verification and password reset. Plain text
 * and HTML with every interpolated value escaped.
 */
import type { MailMessage } from '../providers/mail/mailer.ts';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function layout(
  greeting: string,
  body: string,
  link: string,
  action: string,
  note: string,
): string {
  return `<!doctype html><html lang="vi"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p style="color:#555">${escapeHtml(note)}</p></body></html>`;
}

/** The e-mail with the link that verifies `to`'s address. */
export function verificationEmail(to: string, name: string, link: string): MailMessage {
  const greeting = `Xin chào ${name},`;
  const body =
    'Cảm ơn bạn đã đăng ký IELTS Study. Hãy xác thực địa chỉ email của bạn bằng liên kết dưới đây:';
  const note = 'Liên kết có hiệu lực trong 1 giờ. Nếu bạn không đăng ký, hãy bỏ qua email này.';
  return {
    to,
    subject: 'Xác thực email của bạn',
    text: `${greeting}\n\n${body}\n${link}\n\n${note}\n`,
    html: layout(greeting, body, link, 'Xác thực email', note),
  };
}

/** The e-mail with the password-reset link (valid 1 hour, spec §9). */
export function resetPasswordEmail(to: string, name: string, link: string): MailMessage {
  const greeting = `Xin chào ${name},`;
  const body =
    'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Đặt mật khẩu mới tại đây:';
  const note =
    'Liên kết có hiệu lực trong 1 giờ. Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn không đổi.';
  return {
    to,
    subject: 'Đặt lại mật khẩu',
    text: `${greeting}\n\n${body}\n${link}\n\n${note}\n`,
    html: layout(greeting, body, link, 'Đặt lại mật khẩu', note),
  };
}
