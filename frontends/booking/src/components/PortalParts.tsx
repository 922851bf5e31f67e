import { ContactEmailLink, PhoneLink, useSiteSettings } from '@lakehouse/web-kit';
import { Card, CardContent, Typography } from '@lakehouse/web-kit/mui';
import type { ReactNode } from 'react';

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
  const site = useSiteSettings();
  return (
    <SectionCard title="Need Help?" testId="help-card">
      {site?.contactEmail && (
        <Typography>
          Email: <ContactEmailLink email={site.contactEmail} />
        </Typography>
      )}
      {site?.contactPhone && (
        <Typography>
          Phone: <PhoneLink phone={site.contactPhone} />
        </Typography>
      )}
      <Typography>
        Response: <strong>{response}</strong>
      </Typography>
      {children}
    </SectionCard>
  );
}
