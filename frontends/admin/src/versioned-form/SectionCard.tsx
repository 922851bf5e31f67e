import { Card, CardContent, Stack, Typography } from '@lakehouse/web-kit/mui';
import type { ReactNode } from 'react';

/** One titled part of a form (a card with an h2 and an optional note), its fields stacked. */
export function SectionCard({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: note ? 0.5 : 2 }}>
          {title}
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {note}
          </Typography>
        )}
        <Stack spacing={2}>{children}</Stack>
      </CardContent>
    </Card>
  );
}
