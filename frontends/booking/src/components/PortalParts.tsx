import { Card, CardContent, Link, Typography } from '@lakehouse/web-kit/mui';
import type { ReactNode } from 'react';
import { CONTACT_EMAIL, CONTACT_PHONE, CONTACT_PHONE_HREF } from '../constants';

export function SectionCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card variant="outlined" component="section" sx={{ mb: 3 }} data-testid={testId}>
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function Benefits({ items }: { items: { title: string; text: string }[] }) {
  return (
    <SectionCard title="Your Benefits" testId="benefits">
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {items.map((item) => (
          <li key={item.title}>
            <strong>{item.title}</strong>: {item.text}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

export function HelpCard({ response, children }: { response: string; children?: ReactNode }) {
  return (
    <SectionCard title="Need Help?" testId="help-card">
      <Typography>
        Email: <Link href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Link>
      </Typography>
      <Typography>
        Phone: <Link href={CONTACT_PHONE_HREF}>{CONTACT_PHONE}</Link>
      </Typography>
      <Typography>
        Response: <strong>{response}</strong>
      </Typography>
      {children}
    </SectionCard>
  );
}
