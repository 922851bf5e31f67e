import type { GuestRole } from '@lakehouse/contracts';
import { navigate, Page } from '@lakehouse/web-kit';
import { Alert, AlertTitle, Box, Button, CircularProgress, Typography } from '@lakehouse/web-kit/mui';
import { useEffect, type ReactNode } from 'react';
import { useAuth } from '../api';
import { roleLabel } from '../logic/access-messages';

function GuardCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page title={title} maxWidth="sm">
      <Alert severity="warning" role="alert">
        {children}
      </Alert>
      <Button variant="contained" sx={{ mt: 2 }} onClick={() => navigate('/access')}>
        Return to Access Portal
      </Button>
    </Page>
  );
}

/** Protects a portal: it needs a session with exactly `role` (spec sections 2, 4 and 6). */
export function AuthGuard({ role, children }: { role: GuestRole; children: ReactNode }) {
  const auth = useAuth();
  const redirect =
    (auth.status === 'unauthenticated' && !auth.expired) ||
    (auth.status === 'authenticated' && auth.role !== role && auth.role !== 'admin');
  useEffect(() => {
    if (redirect) navigate('/access');
  }, [redirect]);

  if (auth.status === 'loading' || redirect) {
    return (
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}>
        <CircularProgress aria-hidden />
        <Typography variant="h2" component="p" sx={{ fontSize: '1.4rem' }}>
          Verifying Access
        </Typography>
      </Box>
    );
  }
  if (auth.status === 'error') {
    return (
      <GuardCard title="Authentication Error">
        <AlertTitle>Authentication Error</AlertTitle>
        {auth.error}
      </GuardCard>
    );
  }
  if (auth.status === 'unauthenticated') {
    return (
      <GuardCard title="Authentication Error">
        <AlertTitle>Authentication Error</AlertTitle>
        {auth.error}
      </GuardCard>
    );
  }
  if (auth.role !== role) {
    return (
      <GuardCard title="Access Restricted">
        <AlertTitle>Access Restricted</AlertTitle>
        Your access level: <strong>{roleLabel(auth.role)}</strong>. Required level: <strong>{roleLabel(role)}</strong>.
      </GuardCard>
    );
  }
  return <>{children}</>;
}
