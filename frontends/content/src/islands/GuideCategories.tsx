import { Accordion, AccordionDetails, AccordionSummary, Chip, Grid, Stack, Typography } from '@lakehouse/web-kit/mui';
import type { LocalGuideContent } from '@lakehouse/contracts';
import { useContentBody } from '../api/useContent';
import { accordionSummaryFocusSx } from '../components/accordion-styles';
import { ExpandMoreIcon } from '../components/ExpandMoreIcon';
import { SpotCard } from '../components/SpotCard';
import { useOpenSections } from '../components/use-open-sections';

const spotsLabel = (count: number) => `${count} ${count === 1 ? 'spot' : 'spots'}`;

/** The guide's categories: each toggles independently; the first ('Top Attractions') starts open. */
export function GuideCategories() {
  const guide = useContentBody('local-guide');
  // Which are open starts from the categories, so the list waits for them (a page reached in the browser fetches them).
  return guide ? <Categories categories={guide.categories} /> : null;
}

function Categories({ categories }: { categories: LocalGuideContent['categories'] }) {
  const { isOpen, toggle } = useOpenSections(() => (categories[0] ? [categories[0].id] : []));
  return (
    <>
      {categories.map((category) => (
        <Accordion
          key={category.id}
          expanded={isOpen(category.id)}
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
              <Chip component="span" size="small" label={spotsLabel(category.spots.length)} data-testid="spots-count" />
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
    </>
  );
}
