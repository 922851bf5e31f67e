interface EmailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface OutgoingEmail {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
  /** The template that wrote it, and why the default's words were used instead of the host's, if they were. */
  template?: { key: string; fallback?: string };
}

/** The email port: SendGrid in production, captured (stored for the admin Emails view) without an API key. */
export abstract class EmailSender {
  abstract readonly mode: 'sendgrid' | 'captured';
  /** Returns the provider's message id when it gives one. */
  abstract send(email: OutgoingEmail): Promise<{ providerMessageId: string | null }>;
}
