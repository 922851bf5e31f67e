import {
  ADMIN_HOME,
  ADMIN_ROLE_LABELS,
  type HelperWelcome,
  acceptInviteSchema,
  helperWelcomeSchema,
} from '@lakehouse/contracts';
import { Page, apiRequest, navigate, useDocumentTitle } from '@lakehouse/web-kit';
import { Alert, Button, Stack, Typography } from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { CopyButton } from '../../CopyButton';
import { messageOf } from '../../shared';
import { useLinkSecret } from './use-link-secret';

/** /admin/join#<invite>: the invitee chooses their name, gets a session and their own sign-in link to keep. */
export function JoinPage() {
  useDocumentTitle('Join the Admin');
  const token = useLinkSecret();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [welcome, setWelcome] = useState<HelperWelcome | null>(null);
  const signInLink = welcome ? `${window.location.origin}${welcome.signInPath}` : '';

  const accept = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = acceptInviteSchema.safeParse({ token: token ?? '', name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const res = await apiRequest('POST', '/api/admin/helpers/accept', parsed.data);
      setWelcome(helperWelcomeSchema.parse(await res.json()));
    } catch (err) {
      setError(messageOf(err, 'Could not accept the invite. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page
      title={welcome ? `Welcome, ${welcome.name}` : 'Join the Admin'}
      maxWidth="sm"
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Join' }]}
    >
      {welcome ? (
        <Stack spacing={2}>
          <Typography>
            You are signed in as {ADMIN_ROLE_LABELS[welcome.role].toLowerCase()}. To come back later, use your own
            sign-in link: bookmark it or keep it in your notes. It is shown only now; do not share it.
          </Typography>
          <TextField
            label="Your sign-in link"
            value={signInLink}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'sign-in-link' } }}
            onFocus={(event) => event.target.select()}
            fullWidth
          />
          <Stack direction="row" spacing={1}>
            <CopyButton text={signInLink} label="Copy Link" copied="Keep the link somewhere only you can open." />
            <Button variant="contained" onClick={() => navigate(ADMIN_HOME[welcome.role])}>
              Continue
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void accept(event)} aria-label="Join">
          <Typography>The host invited you to help with the house. Choose the name the host will see.</Typography>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label="Your name"
            name="name"
            autoComplete="given-name"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(undefined);
            }}
            disabled={busy}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Joining...' : 'Join'}
          </Button>
        </Stack>
      )}
    </Page>
  );
}
