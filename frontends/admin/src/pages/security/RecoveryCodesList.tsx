import { CopyButton } from '../../CopyButton';
import { Alert, Box, Button, Stack } from '@lakehouse/web-kit/mui';

/** The recovery codes, shown once: to copy or print now, each good for one sign-in without the phone. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Save these recovery codes somewhere safe, away from your phone. Each one signs you in once if your phone is
        lost. They are shown only now.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          pl: 4,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 4,
          rowGap: 0.5,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <CopyButton text={codes.join('\n')} label="Copy Codes" copied="The recovery codes are on your clipboard." />
        <Button variant="contained" onClick={onDone}>
          I Saved My Codes
        </Button>
      </Stack>
    </Stack>
  );
}
