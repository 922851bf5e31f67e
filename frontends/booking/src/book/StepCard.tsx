import { Card, CardContent, Typography } from '@lakehouse/web-kit/mui';
import type { ReactNode } from 'react';

/** One step of the booking journey, as a titled card. */
export function StepCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card variant="outlined" component="section" sx={{ mb: 3 }} data-testid={testId}>
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
