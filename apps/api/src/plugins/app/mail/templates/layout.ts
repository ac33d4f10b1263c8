import type { Language } from '@venues/contracts/users';
import { webPaths } from '@venues/contracts/web-paths';
import type { MailAttachment } from '../../../../db/schema';
import { PRIVACY_TEXTS } from '../../legal/privacy-texts';
import type { OutgoingMail, StoredMail } from '../mail-outbox-repository';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A part of a mail's body, written once and rendered both as HTML and as plain text. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'action'; label: string; url: string }
  | { kind: 'figures'; rows: { label: string; value: string; change?: string }[] }
  | { kind: 'list'; title: string; items: { text: string; detail?: string; url?: string }[] };

/** The footer of a notification: why it came, one-click unsubscribe, and where the settings are. */
export type UnsubscribeFooter = {
  reason: string;
  unsubscribeLabel: string;
  /** The page that unsubscribes in one click (the body's link). */
  pageUrl: string;
  /** The endpoint mail clients POST to (List-Unsubscribe, RFC 8058). */
  oneClickUrl: string;
  manageLabel: string;
  manageUrl: string;
};

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'action':
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>`;
    case 'figures':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${block.rows
        .map(
          (row) =>
            `<tr><td style="padding:6px 8px;border-bottom:1px solid #e2e8f0;color:#475569">${escapeHtml(row.label)}</td><td style="padding:6px 8px;border-bottom:1px solid #e2e8f0;font-weight:600;text-align:right">${escapeHtml(row.value)}</td><td style="padding:6px 8px;border-bottom:1px solid #e2e8f0;color:#475569;text-align:right">${escapeHtml(row.change ?? '')}</td></tr>`,
        )
        .join('')}</table>`;
    case 'list':
      return `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(block.title)}</h2><ul style="padding-left:20px;margin:0 0 16px">${block.items
        .map((item) => {
          const text = item.url
            ? `<a href="${escapeHtml(item.url)}">${escapeHtml(item.text)}</a>`
            : escapeHtml(item.text);
          const detail = item.detail
            ? `<br><span style="color:#475569">${escapeHtml(item.detail)}</span>`
            : '';
          return `<li style="margin:0 0 8px">${text}${detail}</li>`;
        })
        .join('')}</ul>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'action':
      return `${block.label}: ${block.url}`;
    case 'figures':
      return block.rows
        .map((row) => `- ${row.label}: ${row.value}${row.change ? ` (${row.change})` : ''}`)
        .join('\n');
    case 'list':
      return [
        block.title,
        ...block.items.map(
          (item) =>
            `- ${item.text}${item.detail ? `\n  ${item.detail}` : ''}${item.url ? `\n  ${item.url}` : ''}`,
        ),
      ].join('\n');
  }
}

/** A mail with HTML and its plain-text alternative from the same blocks, and a one-click unsubscribe. */
export function composeMail(mail: {
  language: Language;
  to: string;
  subject: string;
  blocks: MailBlock[];
  signature: string;
  footer?: UnsubscribeFooter;
  attachments?: MailAttachment[];
}): OutgoingMail {
  const { footer } = mail;
  const footerText = footer
    ? [
        footer.reason,
        `${footer.unsubscribeLabel}: ${footer.pageUrl}`,
        `${footer.manageLabel}: ${footer.manageUrl}`,
      ].join('\n')
    : '';
  const footerHtml = footer
    ? `<hr style="border:none;border-top:1px solid #e2e8f0;margin:32px 0 16px"><p style="color:#64748b;font-size:12px;margin:0">${escapeHtml(footer.reason)}<br><a href="${escapeHtml(footer.pageUrl)}" style="color:#64748b">${escapeHtml(footer.unsubscribeLabel)}</a> · <a href="${escapeHtml(footer.manageUrl)}" style="color:#64748b">${escapeHtml(footer.manageLabel)}</a></p>`
    : '';
  return {
    language: mail.language,
    to: mail.to,
    subject: mail.subject,
    text: [...mail.blocks.map(blockText), mail.signature, ...(footerText ? ['--', footerText] : [])].join(
      '\n\n',
    ),
    html: `<div style="font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#0f172a;max-width:600px">${mail.blocks
      .map(blockHtml)
      .join('')}<p style="margin:0 0 16px">${escapeHtml(mail.signature)}</p>${footerHtml}</div>`,
    headers: footer
      ? {
          'List-Unsubscribe': `<${footer.oneClickUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : undefined,
    attachments: mail.attachments,
  };
}

/**
 * The mail as it is stored and sent: every mail ends with the link to the privacy notice, in its
 * addressee's language, on the app's public origin.
 */
export function withPrivacyFooter(mail: OutgoingMail, origin: string): StoredMail {
  const label = PRIVACY_TEXTS[mail.language].title;
  const url = new URL(webPaths.privacy(mail.language), origin).toString();
  const line = `<p style="color:#64748b;font-size:12px;margin:16px 0 0"><a href="${escapeHtml(url)}" style="color:#64748b">${escapeHtml(label)}</a></p>`;
  const html = mail.html?.endsWith('</div>')
    ? `${mail.html.slice(0, -'</div>'.length)}${line}</div>`
    : mail.html;
  const { language: _language, ...stored } = mail;
  return { ...stored, text: `${mail.text}\n\n${label}: ${url}`, html };
}
