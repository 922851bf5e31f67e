import { priceBreakdown, priceLineAmountText, type AdminReservationDetailResponse } from '@lakehouse/contracts';
import { Typography } from '@lakehouse/web-kit/mui';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDateTime } from '../../../shared';
import { EmailStatusChip } from '../EmailsTab';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell align="right">{value}</TableCell>
    </TableRow>
  );
}

/** A booking's price, line by line, and every email sent about it. */
export function ReservationRecords({ detail }: { detail: AdminReservationDetailResponse }) {
  const { reservation, emails } = detail;
  return (
    <>
      <Typography variant="h6" component="h2">
        Price breakdown
      </Typography>
      <Table size="small" aria-label="Price breakdown">
        <TableBody>
          {priceBreakdown(reservation.pricing, reservation.nights).map((line) => (
            <Row key={line.key} label={line.label} value={priceLineAmountText(line)} />
          ))}
        </TableBody>
      </Table>
      <Typography variant="h6" component="h2">
        Email history
      </Typography>
      {emails.length === 0 ? (
        <Typography>No emails.</Typography>
      ) : (
        <Table size="small" aria-label="Email history">
          <TableHead>
            <TableRow>
              <TableCell>Kind</TableCell>
              <TableCell>To</TableCell>
              <TableCell>Subject</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Sent</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {emails.map((email) => (
              <TableRow key={email.id}>
                <TableCell>{email.kind}</TableCell>
                <TableCell>{email.to}</TableCell>
                <TableCell>{email.subject}</TableCell>
                <TableCell>
                  <EmailStatusChip status={email.status} />
                </TableCell>
                <TableCell>{formatDateTime(email.sentAt ?? email.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
