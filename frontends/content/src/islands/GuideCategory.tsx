import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Chip, Grid, Stack, Typography } from '@lakehouse/web-kit/mui';
import type { LocalGuideContent } from '@lakehouse/contracts';
import { renderedNearScreen } from '@lakehouse/web-kit';
import { useContentBody } from '../api/useContent';
import { accordionSummaryFocusSx } from '../components/accordion-styles';
import { ExpandMoreIcon } from '../components/ExpandMoreIcon';
import { SpotCard } from '../components/SpotCard';

const spotsLabel = (count: number) => `${count} ${count === 1 ? 'spot' : 'spots'}`;

/**
 * One of the guide's categories, an island of its own: each toggles independently, and one far down the page costs
 * nothing until the guest nears it. The first ('Top Attractions') starts open.
 */
export function GuideCategory({ categoryId, startsOpen }: { categoryId: string; startsOpen: boolean }) {
  const guide = useContentBody('local-guide');
  const category = guide?.categories.find((candidate) => candidate.id === categoryId);
  return category ? <Category category={category} startsOpen={startsOpen} /> : null;
}

function Category({
  category,
  startsOpen,
}: {
  category: LocalGuideContent['categories'][number];
  startsOpen: boolean;
}) {
  const [open, setOpen] = useState(startsOpen);
  return (
    <Accordion
      expanded={open}
      onChange={() => setOpen((current) => !current)}
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
            // A category holds up to a dozen spots, most of them below the first screen.
            <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }} sx={renderedNearScreen(360)}>
              <SpotCard spot={spot} />
            </Grid>
          ))}
        </Grid>
      </AccordionDetails>
    </Accordion>
  );
}
