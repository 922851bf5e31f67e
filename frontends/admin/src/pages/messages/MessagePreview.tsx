import type { MessageTemplatePreview } from '@lakehouse/contracts';
import { Box, Typography } from '@lakehouse/web-kit/mui';
import { DocumentPreviewCard } from '../../versioned-document/DocumentPreviewCard';

/**
 * The email as it would go out: its subject, and its HTML in a frame that runs nothing and reaches nothing (the
 * house's photo, which opens every sent email, is left out here).
 */
export function MessagePreview({ preview, onClose }: { preview: MessageTemplatePreview; onClose: () => void }) {
  return (
    <DocumentPreviewCard testId="template-preview" title="Preview (not saved)" onClose={onClose}>
      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        <strong>Subject:</strong> <span data-testid="template-preview-subject">{preview.subject}</span>
      </Typography>
      <Box
        component="iframe"
        title="Email preview"
        sandbox=""
        srcDoc={preview.html}
        sx={{ width: '100%', height: 560, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.100' }}
      />
    </DocumentPreviewCard>
  );
}
