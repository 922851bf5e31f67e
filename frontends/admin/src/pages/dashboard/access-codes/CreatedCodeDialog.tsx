import { toast } from '@lakehouse/web-kit';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@lakehouse/web-kit/mui';
import { useState } from 'react';

/** The code just created, shown once in full to copy (the list shows codes masked). */
export function CreatedCodeDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      toast({ title: 'Not Copied', description: 'Select the code and copy it by hand.', variant: 'destructive' });
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="created-code-title" fullWidth maxWidth="sm">
      <DialogTitle id="created-code-title">Access Code Created</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Send this code to your guest now: this is the only time it is shown in full (the list shows it masked).
        </Typography>
        <Typography
          data-testid="created-code"
          sx={{
            fontFamily: 'monospace',
            fontSize: '1.6rem',
            letterSpacing: 2,
            userSelect: 'all',
            wordBreak: 'break-all',
          }}
        >
          {code}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy Code'}</Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
