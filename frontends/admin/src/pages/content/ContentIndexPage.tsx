import { CONTENT_KIND_NAMES, CONTENT_KINDS } from '@lakehouse/contracts';
import { handleLinkClick, Page, useDocumentTitle } from '@lakehouse/web-kit';
import { Card, CardActionArea, CardContent, Grid, Typography } from '@lakehouse/web-kit/mui';
import { AdminPageStatus } from '../../AdminPageStatus';
import { useAdminStaff } from '../../use-admin-session';

/** /admin/content: every kind of the site's content, each edited on a page of its own. */
export function ContentIndexPage() {
  useDocumentTitle('Site Content');
  const { session, staff } = useAdminStaff();
  return (
    <Page
      title="Site Content"
      subtitle="Everything guests read about the house. Each page keeps every version you publish."
      maxWidth="lg"
      breadcrumbs={[{ label: 'Admin', href: '/admin/dashboard' }, { label: 'Site Content' }]}
    >
      <AdminPageStatus session={session} staff={staff} />
      {session === 'admin' && (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {CONTENT_KIND_NAMES.map((kind) => {
            const href = `/admin/content/${kind}`;
            return (
              <Grid key={kind} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea href={href} onClick={(event) => handleLinkClick(event, href)} sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
                        {CONTENT_KINDS[kind].title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        On {CONTENT_KINDS[kind].pages.join(', ')}
                      </Typography>
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
