/**
 * The app's e-mails (Vietnamese): address verification, password reset, the share notice and
 * the class invitation.
 * Plain text and HTML with every interpolated value escaped.
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

/**
 * The notice that `ownerName` shared the set `title` with `to` (issue 7 §5): `link` opens the
 * flashcard list, or the sign-up page when the address has no account yet.
 */
export function shareEmail(
  to: string,
  share: { ownerName: string; title: string; permission: 'view' | 'edit'; hasAccount: boolean },
  link: string,
): MailMessage {
  const greeting = 'Xin chào,';
  const right = share.permission === 'edit' ? 'xem và chỉnh sửa' : 'xem';
  const body = `${share.ownerName} đã chia sẻ bộ thẻ "${share.title}" với bạn (quyền ${right}).`;
  const action = share.hasAccount ? 'Mở danh sách bộ thẻ' : 'Đăng ký để xem bộ thẻ';
  const note = share.hasAccount
    ? 'Bộ thẻ có nhãn "Được chia sẻ" trong danh sách của bạn.'
    : 'Hãy đăng ký bằng chính địa chỉ email này: bộ thẻ sẽ có sẵn trong danh sách của bạn.';
  return {
    to,
    subject: `${share.ownerName} đã chia sẻ một bộ thẻ với bạn`,
    text: `${greeting}\n\n${body}\n${action}: ${link}\n\n${note}\n`,
    html: layout(greeting, body, link, action, note),
  };
}

/**
 * The e-mail to the NEW address of an e-mail change (issue 7 §1 Profile): the address changes
 * only when its owner opens `link`.
 */
export function changeEmailEmail(to: string, name: string, link: string): MailMessage {
  const greeting = `Xin chào ${name},`;
  const body = `Bạn vừa yêu cầu đổi email đăng nhập IELTS Study thành ${to}. Hãy xác nhận bằng liên kết dưới đây:`;
  const note =
    'Liên kết có hiệu lực trong 1 giờ. Nếu bạn không yêu cầu, hãy bỏ qua email này: email của tài khoản không đổi.';
  return {
    to,
    subject: 'Xác nhận email mới',
    text: `${greeting}\n\n${body}\n${link}\n\n${note}\n`,
    html: layout(greeting, body, link, 'Xác nhận email mới', note),
  };
}

/**
 * The invitation of `to` to the class `className` by `teacherName` as `role` (issue 22 §1,
 * issue 34 §25). One text whether or not the address has an account: the invitation waits on
 * the classes page (`links.classes`) until its addressee accepts or declines it, and an address
 * without an account signs up first (`links.register`) with this very address. Sent once per
 * pending invitation.
 */
export function classInvitationEmail(
  to: string,
  invite: { teacherName: string; className: string; role: 'teacher' | 'learner' },
  links: { classes: string; register: string },
): MailMessage {
  const greeting = 'Xin chào,';
  const body =
    invite.role === 'teacher'
      ? `${invite.teacherName} mời bạn cùng dạy lớp "${invite.className}" trên IELTS Study.`
      : `${invite.teacherName} mời bạn vào lớp "${invite.className}" trên IELTS Study.`;
  const action = 'Xem lời mời';
  const note =
    'Lời mời chờ bạn ở trang Lớp học: bạn chỉ vào lớp khi bấm "Nhận lời mời", và có thể từ chối. ' +
    `Chưa có tài khoản? Hãy đăng ký bằng chính địa chỉ email này: ${links.register}`;
  return {
    to,
    subject:
      invite.role === 'teacher'
        ? `${invite.teacherName} mời bạn cùng dạy lớp "${invite.className}"`
        : `${invite.teacherName} mời bạn vào lớp "${invite.className}"`,
    text: `${greeting}\n\n${body}\n${action}: ${links.classes}\n\n${note}\n`,
    html: layout(greeting, body, links.classes, action, note),
  };
}
