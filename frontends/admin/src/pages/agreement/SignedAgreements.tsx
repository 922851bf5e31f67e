import { agreementSignatureListSchema } from '@lakehouse/contracts';
import { Box, Card, CardContent, Link, Typography } from '@lakehouse/web-kit/mui';
import { formatDateTime } from '../../shared';
import { useAdminQuery } from '../../use-admin-query';

/** Every stay's signed agreement, newest first, each downloadable as its PDF (the host's only). */
export function SignedAgreements({ liveVersion }: { liveVersion: number }) {
  const list = useAdminQuery(`/api/admin/agreement/signatures?live=${liveVersion}`, agreementSignatureListSchema);
  // The signatures carry the stays' amounts: a co-host, who sees no bookings, is refused them.
  if (list.status === 'error') return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="signed-agreements-heading" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="signed-agreements-heading" variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Signed agreements
        </Typography>
        {list.status === 'success' && list.data.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No guest has signed yet.
          </Typography>
        )}
        {list.status === 'success' && (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="signed-agreements">
            {list.data.map((signature) => (
              <Box component="li" key={signature.reservationId} sx={{ py: 0.75 }}>
                <Typography variant="body2">
                  <strong>{signature.name}</strong>, {signature.checkIn} to {signature.checkOut} (booking{' '}
                  {signature.reference})
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Version {signature.version}, signed {formatDateTime(signature.signedAt)}.{' '}
                  <Link href={`/api/admin/agreement/reservations/${signature.reservationId}/pdf`} download>
                    Download PDF
                  </Link>
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
