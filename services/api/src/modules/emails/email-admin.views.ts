import type { AdminEmailDetail, AdminEmailSummary } from '@lakehouse/contracts';
import type { EmailEntity } from '@lakehouse/server-kit';

/** An email as the admin list shows it. */
export function emailSummaryView(email: EmailEntity): AdminEmailSummary {
  return {
    id: email.id,
    kind: email.kind,
    to: email.to,
    subject: email.subject,
    status: email.status,
    attempts: email.attempts,
    lastError: email.lastError,
    createdAt: email.createdAt.toISOString(),
    sentAt: email.sentAt ? email.sentAt.toISOString() : null,
  };
}

export function emailDetailView(email: EmailEntity): AdminEmailDetail {
  return {
    ...emailSummaryView(email),
    replyTo: email.replyTo,
    bodyText: email.bodyText,
    bodyHtml: email.bodyHtml,
    // Never the content: the admin sees what was attached, not the bytes.
    attachments: (email.attachments ?? []).map(({ filename, contentType }) => ({ filename, contentType })),
    templateFallback: email.templateFallback,
  };
}
