import { Page, apiRequest, navigate, toast, useDocumentTitle } from '@lakehouse/web-kit';
import { Box, Button, CircularProgress, Stack, Typography } from '@lakehouse/web-kit/mui';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useAdminSession } from '../use-admin-session';
import { WorkerStatusNotice } from '../WorkerStatusNotice';
import { AccessCodesTab } from './dashboard/AccessCodesTab';
import { BookingsTab } from './dashboard/BookingsTab';
import { CalendarTab } from './dashboard/CalendarTab';
import { EmailsTab } from './dashboard/EmailsTab';

const TABS = ['Access Codes', 'Bookings', 'Emails', 'Calendar feed'] as const;
/** The admin's other pages, linked from the dashboard. */
const ADMIN_PAGES = [
  { href: '/admin/overview', label: 'Overview' },
  { href: '/admin/photos', label: 'Photo Management' },
  { href: '/admin/settings', label: 'Property Settings' },
  { href: '/admin/pricing', label: 'Prices and Stay Rules' },
  { href: '/admin/calendar', label: 'Calendar' },
];

/** /admin/dashboard: access codes, bookings, emails and the calendar feed. */
export function DashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const session = useAdminSession();
  const [tab, setTab] = useState(0);

  const signOut = async () => {
    try {
      await apiRequest('POST', '/api/auth/logout', {});
    } catch {
      toast({ title: 'Sign-out Failed', description: 'Please try again.', variant: 'destructive' });
      return;
    }
    navigate('/admin');
  };

  return (
    <Page
      title="Access Code Dashboard"
      maxWidth="xl"
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Admin', href: '/admin' }, { label: 'Dashboard' }]}
    >
      {session === 'checking' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-label="Verifying Access" />
          <Typography>Verifying Access</Typography>
        </Stack>
      )}
      {session === 'error' && (
        <Typography role="alert" color="error">
          Network error during authentication verification
        </Typography>
      )}
      {session === 'admin' && (
        <>
          <WorkerStatusNotice />
          <Stack
            direction="row"
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap' }}
          >
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {ADMIN_PAGES.map(({ href, label }) => (
                <Button
                  key={href}
                  variant="text"
                  href={href}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate(href);
                  }}
                >
                  {label}
                </Button>
              ))}
            </Stack>
            <Button variant="outlined" onClick={() => void signOut()}>
              Sign Out
            </Button>
          </Stack>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
            <Tabs
              value={tab}
              onChange={(_, value: number) => setTab(value)}
              aria-label="Dashboard sections"
              variant="scrollable"
              allowScrollButtonsMobile
            >
              {TABS.map((label, index) => (
                <Tab key={label} label={label} id={`admin-tab-${index}`} aria-controls={`admin-tabpanel-${index}`} />
              ))}
            </Tabs>
          </Box>
          {TABS.map((label, index) => (
            <div
              key={label}
              role="tabpanel"
              hidden={tab !== index}
              id={`admin-tabpanel-${index}`}
              aria-labelledby={`admin-tab-${index}`}
            >
              {tab === index && index === 0 && <AccessCodesTab />}
              {tab === index && index === 1 && <BookingsTab />}
              {tab === index && index === 2 && <EmailsTab />}
              {tab === index && index === 3 && <CalendarTab />}
            </div>
          ))}
        </>
      )}
    </Page>
  );
}
