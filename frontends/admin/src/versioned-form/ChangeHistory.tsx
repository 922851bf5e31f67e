import { Box, Card, CardContent, Typography } from '@lakehouse/web-kit/mui';
import { formatDateTime } from '../shared';
import { useAdminQuery } from '../use-admin-query';

interface Change {
  version: number;
  changedAt: string;
  changedFields: string[];
}

/** Every save with its time; the form (and so this list) is mounted afresh for each saved version. */
export function ChangeHistory({
  url,
  schema,
  headingId,
  testId,
  firstVersion,
}: {
  url: string;
  schema: { parse: (body: unknown) => Change[] };
  headingId: string;
  testId: string;
  /** What the first version, which changed no field, is called. */
  firstVersion: string;
}) {
  const changes = useAdminQuery(url, schema);
  if (changes.status !== 'success') return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid={testId}>
      <CardContent>
        <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Changes
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {changes.data.map((change) => (
            <li key={change.version}>
              {formatDateTime(change.changedAt)}: version {change.version},{' '}
              {change.changedFields.length > 0 ? change.changedFields.join(', ') : firstVersion}
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
