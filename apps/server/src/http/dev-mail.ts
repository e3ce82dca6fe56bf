/**
 * /dev/mail: the outbox as an HTML page, served only under `npm run dev` or MAIL_OUTBOX_UI=true
 * (it holds verification and reset links, so it is never exposed by default).
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { listOutbox } from '../providers/mail/mailer.ts';

export function devMailRoutes(dataDir: string) {
  return new Hono().get('/', async (c) => {
    const entries = await listOutbox(dataDir);
    c.header('Cache-Control', 'no-store');
    return c.html(
      html`<!doctype html>
        <html lang="vi">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Hộp thư đi (outbox)</title>
            <style>
              body {
                font-family: system-ui, sans-serif;
                margin: 2rem auto;
                max-width: 52rem;
                padding: 0 1rem;
              }
              article {
                border: 1px solid #ddd;
                border-radius: 8px;
                padding: 1rem;
                margin: 1rem 0;
              }
              pre {
                white-space: pre-wrap;
                background: #f6f6f6;
                padding: 0.75rem;
                border-radius: 6px;
              }
              .meta {
                color: #555;
                font-size: 0.9rem;
              }
            </style>
          </head>
          <body>
            <h1>Hộp thư đi (outbox)</h1>
            <p class="meta">
              Thư được ghi vào ${dataDir}/outbox vì chưa cấu hình SMTP. Mới nhất ở trên cùng.
            </p>
            ${entries.length === 0 ? html`<p>Chưa có thư nào.</p>` : ''}
            ${entries.map(
              (entry) =>
                html`<article data-testid="mail">
                  <h2>${entry.subject}</h2>
                  <p class="meta">
                    Đến: <span data-testid="mail-to">${entry.to}</span> · ${entry.date}
                  </p>
                  <pre>${entry.text}</pre>
                  ${entry.links.map((link) => html`<p><a href="${link}">${link}</a></p>`)}
                </article>`,
            )}
          </body>
        </html>`,
    );
  });
}
