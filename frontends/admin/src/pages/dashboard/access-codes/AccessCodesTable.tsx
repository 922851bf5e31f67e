import type { AccessCode } from '@lakehouse/contracts';
import { Button, Card, CardContent, Chip, Stack, Typography } from '@lakehouse/web-kit/mui';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { formatDateTime } from '../../../shared';
import { TYPE_LABELS } from './access-code-values';

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 140px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="p">
          {label}
        </Typography>
        <Typography variant="h4" component="p" data-testid={`stat-${label.toLowerCase()}`}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The codes' counts by state. */
export function AccessCodeStats({ codes }: { codes: readonly AccessCode[] }) {
  // 'Expired' counts the codes past their date when the tab opened (a render reads no clock).
  const [openedAt] = useState(Date.now);
  const active = codes.filter((c) => c.isActive).length;
  const unlimited = codes.filter((c) => c.maxUsage === null).length;
  const expired = codes.filter((c) => c.expiresAt !== null && new Date(c.expiresAt).getTime() < openedAt).length;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
      <StatCard label="Total" value={codes.length} />
      <StatCard label="Active" value={active} />
      <StatCard label="Inactive" value={codes.length - active} />
      <StatCard label="Unlimited" value={unlimited} />
      <StatCard label="Expired" value={expired} />
    </Stack>
  );
}

const usageText = (code: AccessCode) =>
  code.maxUsage === null ? `${code.usageCount} / Unlimited` : `${code.usageCount}/${code.maxUsage}`;

/** Every code, masked, with its state, usage and dates, and what the host can do to it. */
export function AccessCodesTable({
  codes,
  onToggle,
  onEdit,
  onDelete,
}: {
  codes: readonly AccessCode[];
  onToggle: (code: AccessCode) => void;
  onEdit: (code: AccessCode) => void;
  onDelete: (code: AccessCode) => void;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Access codes">
        <TableHead>
          <TableRow>
            <TableCell>Code</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Usage</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Expires</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {codes.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>No access codes yet.</TableCell>
            </TableRow>
          )}
          {codes.map((code) => (
            <TableRow key={code.id} data-testid="access-code-row">
              <TableCell sx={{ fontFamily: 'monospace' }}>{code.codeMasked}</TableCell>
              <TableCell>{TYPE_LABELS[code.type]}</TableCell>
              <TableCell>{code.description ?? '—'}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={code.isActive ? 'Active' : 'Inactive'}
                  color={code.isActive ? 'success' : 'default'}
                />
              </TableCell>
              <TableCell>{usageText(code)}</TableCell>
              <TableCell>{formatDateTime(code.createdAt)}</TableCell>
              <TableCell>{code.expiresAt ? formatDateTime(code.expiresAt) : 'Never'}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    onClick={() => onToggle(code)}
                    aria-label={`${code.isActive ? 'Deactivate' : 'Activate'} ${code.codeMasked}`}
                  >
                    {code.isActive ? 'Deactivate' : 'Activate'}
                  </Button>
                  <Button size="small" onClick={() => onEdit(code)} aria-label={`Edit ${code.codeMasked}`}>
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => onDelete(code)}
                    aria-label={`Delete ${code.codeMasked}`}
                  >
                    Delete
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
