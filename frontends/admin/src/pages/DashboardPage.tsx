import type { AdminRole } from '@lakehouse/contracts';
import { Page, useDocumentTitle } from '@lakehouse/web-kit';
import { Box, CircularProgress, Stack, Typography } from '@lakehouse/web-kit/mui';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { AdminNav } from '../AdminNav';
import { useAdminStaff } from '../use-admin-session';
import { WorkerStatusNotice } from '../WorkerStatusNotice';
import { AccessCodesTab } from './dashboard/AccessCodesTab';
import { BookingsTab } from './dashboard/BookingsTab';
import { CalendarTab } from './dashboard/CalendarTab';
import { EmailsTab } from './dashboard/EmailsTab';

const HOST: readonly AdminRole[] = ['host'];
const HOST_AND_COHOST: readonly AdminRole[] = ['host', 'cohost'];

/** The dashboard's sections, each for whom the API lets read it (bookings and emails carry money). */
const TABS = [
  { label: 'Access Codes', roles: HOST, panel: <AccessCodesTab /> },
  { label: 'Bookings', roles: HOST, panel: <BookingsTab /> },
  { label: 'Emails', roles: HOST, panel: <EmailsTab /> },
  { label: 'Calendar feed', roles: HOST_AND_COHOST, panel: <CalendarTab /> },
] as const;

/** /admin/dashboard: access codes, bookings, emails and the calendar feed (a co-host sees what is theirs). */
export function DashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const { session, staff } = useAdminStaff();
  const [tab, setTab] = useState(0);
  const role = staff?.role ?? 'host';
  const tabs = TABS.filter(({ roles }) => roles.includes(role));

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
          <AdminNav role={role} />
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
            <Tabs
              value={tab}
              onChange={(_, value: number) => setTab(value)}
              aria-label="Dashboard sections"
              variant="scrollable"
              allowScrollButtonsMobile
            >
              {tabs.map(({ label }, index) => (
                <Tab key={label} label={label} id={`admin-tab-${index}`} aria-controls={`admin-tabpanel-${index}`} />
              ))}
            </Tabs>
          </Box>
          {tabs.map(({ label, panel }, index) => (
            <div
              key={label}
              role="tabpanel"
              hidden={tab !== index}
              id={`admin-tabpanel-${index}`}
              aria-labelledby={`admin-tab-${index}`}
            >
              {tab === index && panel}
            </div>
          ))}
        </>
      )}
    </Page>
  );
}
