import { ADMIN_HOME, authStatusSchema, helperSignInSchema } from '@lakehouse/contracts';
import { Page, apiRequest, navigate, useDocumentTitle } from '@lakehouse/web-kit';
import { Alert, CircularProgress, Stack, Typography } from '@lakehouse/web-kit/mui';
import { useEffect, useState } from 'react';
import { messageOf } from '../../shared';
import { useLinkSecret } from './use-link-secret';

/** /admin/key#<key>: a helper's personal sign-in link signs them in and takes them to their page. */
export function HelperSignInPage() {
  useDocumentTitle('Signing In');
  const key = useLinkSecret();
  const [refused, setRefused] = useState<string | undefined>();
  const parsed = key === null ? undefined : helperSignInSchema.safeParse({ key });
  const validKey = parsed?.success ? parsed.data.key : undefined;
  const error = parsed && !parsed.success ? parsed.error.issues[0]?.message : refused;

  useEffect(() => {
    if (!validKey) return;
    apiRequest('POST', '/api/admin/helpers/sign-in', { key: validKey })
      .then(async (res) => navigate(ADMIN_HOME[authStatusSchema.parse(await res.json()).staff?.role ?? 'cleaner']))
      .catch((err: unknown) => setRefused(messageOf(err, 'Could not sign you in. Please try again.')));
  }, [validKey]);

  return (
    <Page title="Signing In" maxWidth="sm" breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Sign in' }]}>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-label="Signing in" />
          <Typography>Signing you in…</Typography>
        </Stack>
      )}
    </Page>
  );
}
