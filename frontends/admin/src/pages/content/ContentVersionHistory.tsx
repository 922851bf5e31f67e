import { contentVersionsSchema } from '@lakehouse/contracts';
import { Box, Button, Card, CardContent, Stack, Typography } from '@lakehouse/web-kit/mui';
import { formatDateTime } from '../../shared';
import { useAdminQuery } from '../../use-admin-query';

/**
 * Every publish of a document (`versionsPath`, its API list) with who and when; an earlier one can be made live again
 * (a publish of a copy).
 */
export function ContentVersionHistory({
  versionsPath,
  liveVersion,
  busy,
  onRestore,
}: {
  versionsPath: string;
  liveVersion: number;
  busy: boolean;
  onRestore: (version: number) => void;
}) {
  // Read again after each publish: the live version is part of the address's meaning.
  const versions = useAdminQuery(`${versionsPath}?live=${liveVersion}`, contentVersionsSchema);
  if (versions.status !== 'success') return null;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="content-versions-heading"
      data-testid="content-versions"
    >
      <CardContent>
        <Typography id="content-versions-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Versions
        </Typography>
        <Box component="ol" reversed sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {versions.data.map((version) => (
            <Box
              component="li"
              key={version.version}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
              data-testid={`content-version-${version.version}`}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>
                    Version {version.version}
                    {version.version === liveVersion ? ' (live)' : ''}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDateTime(version.publishedAt)} by {version.publishedBy}
                  </Typography>
                </Box>
                {version.version !== liveVersion && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    onClick={() => onRestore(version.version)}
                    aria-label={`Restore version ${version.version}`}
                  >
                    Restore
                  </Button>
                )}
              </Stack>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
