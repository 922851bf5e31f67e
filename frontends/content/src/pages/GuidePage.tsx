import { Page, useDocumentTitle } from '@lakehouse/web-kit';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Card,
  CardContent,
  Chip,
  Grid,
  Stack,
  Typography,
} from '@lakehouse/web-kit/mui';
import { useState } from 'react';
import { accordionSummaryFocusSx } from '../components/accordion-styles';
import { ExpandMoreIcon } from '../components/ExpandMoreIcon';
import { useContentBody } from '../api/useContent';
import { SpotCard } from '../components/SpotCard';

const spotsLabel = (count: number) => `${count} ${count === 1 ? 'spot' : 'spots'}`;

/** /guide: the full Local Guide (spec section 2). Categories toggle independently; 'Top Attractions' starts open. */
export function GuidePage() {
  useDocumentTitle('Local Guide');
  const guide = useContentBody('local-guide');
  const categories = guide?.categories ?? [];
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(categories[0] ? [categories[0].id] : []));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

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
        {categories.map((category) => (
          <Accordion
            key={category.id}
            expanded={open.has(category.id)}
            onChange={() => toggle(category.id)}
            disableGutters
            variant="outlined"
            data-testid={`guide-category-${category.id}`}
            slotProps={{ heading: { component: 'h3' } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`guide-${category.id}-header`}
              aria-controls={`guide-${category.id}-content`}
              sx={accordionSummaryFocusSx}
            >
              <Stack
                component="span"
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
              >
                <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                  {category.title}
                </Typography>
                <Chip
                  component="span"
                  size="small"
                  label={spotsLabel(category.spots.length)}
                  data-testid="spots-count"
                />
              </Stack>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {category.description}
              </Typography>
              <Grid container spacing={2}>
                {category.spots.map((spot, index) => (
                  <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
                    <SpotCard spot={spot} />
                  </Grid>
                ))}
              </Grid>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>

      <Box component="section" aria-labelledby="local-tips-heading" sx={{ mt: 5 }}>
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
