import { Button, Card, CardContent, Stack, Typography } from '@lakehouse/web-kit/mui';
import type { ReactNode } from 'react';

/** A draft's preview below its form, with Close: 'Preview (not published)'. */
export function DocumentPreviewCard({
  testId,
  title,
  onClose,
  children,
}: {
  testId: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={`${testId}-heading`}
      data-testid={testId}
      sx={{ mt: 3, borderColor: 'primary.main' }}
    >
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography id={`${testId}-heading`} variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
            {title}
          </Typography>
          <Button size="small" onClick={onClose}>
            Close
          </Button>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
