import type { MessageTemplatePreview } from '@lakehouse/contracts';
import { Box, Button, Card, CardContent, Stack, Typography } from '@lakehouse/web-kit/mui';

/**
 * The email as it would go out: its subject, and its HTML in a frame that runs nothing and reaches nothing (the
 * house's photo, which opens every sent email, is left out here).
 */
export function MessagePreview({ preview, onClose }: { preview: MessageTemplatePreview; onClose: () => void }) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="template-preview-heading"
      data-testid="template-preview"
      sx={{ mt: 3, borderColor: 'primary.main' }}
    >
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography id="template-preview-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
            Preview (not saved)
          </Typography>
          <Button size="small" onClick={onClose}>
            Close
          </Button>
        </Stack>
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
      </CardContent>
    </Card>
  );
}
