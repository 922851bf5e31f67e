import { Island, Page, renderedNearScreen, useDocumentTitle } from '@lakehouse/web-kit';
import { Box, Card, CardContent, Grid, Stack, Typography } from '@lakehouse/web-kit/mui';
import { useContentBody } from '../api/useContent';
import { guideCategory } from '../islands';

/** /guide: the full Local Guide (spec section 2). Categories toggle independently; 'Top Attractions' starts open. */
export function GuidePage() {
  useDocumentTitle('Local Guide');
  const guide = useContentBody('local-guide');
  return (
    <Page
      title="Local Guide"
      subtitle="Our favorite places around Grantham, Lake Sunapee and the Upper Valley. Drive times are approximate, from the house."
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Local Guide' }]}
    >
      <Box component="section" aria-labelledby="guide-categories-heading">
        <Typography id="guide-categories-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
          Explore by Category
        </Typography>
        <Stack spacing={1}>
          {guide?.categories.map((category, index) => (
            <Island key={category.id} of={guideCategory} props={{ categoryId: category.id, startsOpen: index === 0 }} />
          ))}
        </Stack>
      </Box>

      <Box component="section" aria-labelledby="local-tips-heading" sx={{ mt: 5, ...renderedNearScreen(900) }}>
        <Typography id="local-tips-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
          Local Tips
        </Typography>
        <Grid container spacing={2}>
          {guide?.tips.map((tip, index) => (
            <Grid key={index} size={{ xs: 12, md: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h3" component="h3" gutterBottom>
                    {tip.title}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {tip.items.map((item, index) => (
                      <Typography component="li" key={index} sx={{ py: 0.5 }}>
                        {item}
                      </Typography>
                    ))}
                  </Box>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>
    </Page>
  );
}
