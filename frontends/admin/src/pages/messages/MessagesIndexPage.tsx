import { adminMessageTemplateListSchema, MESSAGE_TEMPLATES, type MessageTemplateKey } from '@lakehouse/contracts';
import { handleLinkClick, Page, useDocumentTitle } from '@lakehouse/web-kit';
import { Card, CardActionArea, CardContent, Chip, Grid, Stack, Typography } from '@lakehouse/web-kit/mui';
import { AdminPageStatus } from '../../AdminPageStatus';
import { useAdminQuery } from '../../use-admin-query';
import { useAdminStaff } from '../../use-admin-session';

/** /admin/messages: every email the house sends, each edited on a page of its own. */
export function MessagesIndexPage() {
  useDocumentTitle('Emails to Guests');
  const { session, staff } = useAdminStaff();
  const list = useAdminQuery(session === 'admin' ? '/api/admin/messages' : null, adminMessageTemplateListSchema);
  return (
    <Page
      title="Emails to Guests"
      subtitle="The words of every email the house sends, to guests and to you. Each keeps every version you save."
      maxWidth="lg"
      breadcrumbs={[{ label: 'Admin', href: '/admin/dashboard' }, { label: 'Emails to Guests' }]}
    >
      <AdminPageStatus session={session} staff={staff} load={list} failure="The emails could not be loaded." />
      {list.status === 'success' && (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.data.map((entry) => {
            const { title, sentWhen, audience } = MESSAGE_TEMPLATES[entry.key as MessageTemplateKey];
            const href = `/admin/messages/${entry.key}`;
            return (
              <Grid key={entry.key} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <Card
                  variant="outlined"
                  sx={{ height: '100%', borderColor: entry.fallback ? 'warning.main' : undefined }}
                >
                  <CardActionArea href={href} onClick={(event) => handleLinkClick(event, href)} sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
                        {title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        {sentWhen}
                      </Typography>
                      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        <Chip size="small" label={audience === 'host' ? 'To you' : 'To the guest'} />
                        <Chip
                          size="small"
                          variant="outlined"
                          label={entry.isDefault ? 'Default words' : `Your words, v${entry.version}`}
                        />
                        {entry.fallback && <Chip size="small" color="warning" label="Sent the default: fix it" />}
                      </Stack>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      )}
    </Page>
  );
}
