import {
  type AdminMessageTemplate,
  adminMessageTemplateSchema,
  MESSAGE_TEMPLATES,
  type MessageTemplate,
  type MessageTemplateKey,
  usesBooking,
} from '@lakehouse/contracts';
import { Alert, AlertTitle, Button, Chip, Stack, Typography } from '@lakehouse/web-kit/mui';
import { useRef } from 'react';
import { formatDateTime } from '../../shared';
import { DocumentEditorLayout } from '../../versioned-document/DocumentEditorLayout';
import { VersionedDocumentPage } from '../../versioned-document/VersionedDocumentPage';
import { BookingChoice } from '../../versioned-form/BookingChoice';
import { FormTextField } from '../../versioned-form/FormTextField';
import { TemplateVariables } from '../../versioned-form/TemplateVariables';
import { MessagePreview } from './MessagePreview';
import { useMessageEditor } from './use-message-kind';

/** /admin/messages/{key}: one email's words, edited, previewed, tested, saved, reset and restored. */
export function MessageEditorPage({ templateKey }: { templateKey: MessageTemplateKey }) {
  const { title } = MESSAGE_TEMPLATES[templateKey];
  return (
    <VersionedDocumentPage
      title={`Edit Email: ${title}`}
      breadcrumbs={[
        { label: 'Admin', href: '/admin/dashboard' },
        { label: 'Emails to Guests', href: '/admin/messages' },
        { label: title },
      ]}
      url={`/api/admin/messages/${templateKey}`}
      schema={adminMessageTemplateSchema}
      failure="The email could not be loaded."
    >
      {(loaded, onReload) => <MessageEditorForm templateKey={templateKey} loaded={loaded} onReload={onReload} />}
    </VersionedDocumentPage>
  );
}

const FIELDS: { field: keyof MessageTemplate; label: string; help: string; rows?: number }[] = [
  { field: 'subject', label: 'Subject', help: 'One line.' },
  { field: 'heading', label: 'Heading', help: 'The first line of the email, in large type.' },
  { field: 'body', label: 'Message', help: 'Leave a blank line between paragraphs.', rows: 8 },
  { field: 'footer', label: 'Small print', help: 'Optional, below everything else.', rows: 2 },
];

function MessageEditorForm({
  templateKey,
  loaded,
  onReload,
}: {
  templateKey: MessageTemplateKey;
  loaded: AdminMessageTemplate;
  onReload: () => void;
}) {
  const editor = useMessageEditor(templateKey, loaded);
  const { sentWhen, audience } = MESSAGE_TEMPLATES[templateKey];
  // The field a variable is put into: the one last typed in (the message at first), at its caret.
  const target = useRef<{ field: keyof MessageTemplate; input: HTMLInputElement | HTMLTextAreaElement | null }>({
    field: 'body',
    input: null,
  });
  const insert = (name: string) => {
    const { field, input } = target.current;
    const text = editor.draft[field];
    const at = input?.selectionStart ?? text.length;
    editor.change(field, `${text.slice(0, at)}{{ ${name} }}${text.slice(input?.selectionEnd ?? at)}`);
  };
  const { live } = editor;
  return (
    <DocumentEditorLayout
      editor={editor}
      label="Edit this email"
      header={
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
            <Chip label={audience === 'host' ? 'To you' : 'To the guest'} />
            <Chip
              variant="outlined"
              sx={{ maxWidth: '100%' }}
              label={
                live.publishedAt
                  ? `Version ${live.version}, saved ${formatDateTime(live.publishedAt)}${live.isDefault ? ' (default words)' : ''}`
                  : 'The default words'
              }
            />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Sent when: {sentWhen.toLowerCase()}. The stay&apos;s details, prices and booking button follow your words.
          </Typography>
          {live.fallback && (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="template-fallback">
              <AlertTitle>An email went out with the default words</AlertTitle>
              On {formatDateTime(live.fallback.at)} your saved words could not be used ({live.fallback.reason}), so the
              default&apos;s were sent. Save a corrected version, or reset to the default.
            </Alert>
          )}
        </>
      }
      conflict={{
        title: 'Saved elsewhere',
        text: 'Someone else saved this email while you were editing. Your text is still in the form: copy what you need, then load their version (it replaces the form) and save again.',
        testId: 'template-conflict',
      }}
      fields={
        <Stack spacing={2}>
          {FIELDS.map(({ field, label, help, rows }) => (
            <FormTextField
              key={field}
              label={label}
              name={field}
              value={editor.draft[field]}
              error={editor.errors[field]}
              help={help}
              multiline={rows !== undefined}
              minRows={rows}
              onChange={(event) => editor.change(field, event.target.value)}
              onFocus={(event) => {
                target.current = { field, input: event.target };
              }}
              slotProps={{ htmlInput: { spellCheck: true } }}
            />
          ))}
        </Stack>
      }
      belowFields={usesBooking(templateKey) && <BookingChoice editor={editor} />}
      actions={
        <Button variant="outlined" disabled={editor.busy} onClick={() => void editor.sendTest()}>
          Send me a test
        </Button>
      }
      submitLabel="Save"
      afterSubmit={
        <Button
          color="inherit"
          disabled={editor.busy || editor.stale || live.isDefault}
          onClick={() => void editor.reset()}
        >
          Reset to the default
        </Button>
      }
      onSubmit={() => editor.save((next) => `Version ${next.version} is used from the next email.`)}
      onReload={onReload}
      preview={editor.preview && <MessagePreview preview={editor.preview} onClose={editor.closePreview} />}
      aside={<TemplateVariables variables={live.variables} onInsert={insert} />}
      versionsPath={`/api/admin/messages/${templateKey}/versions`}
    />
  );
}
