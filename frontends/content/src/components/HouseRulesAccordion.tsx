import type { HouseRulesContent } from '@lakehouse/contracts';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@lakehouse/web-kit/mui';
import { accordionSummaryFocusSx } from './accordion-styles';
import { ExpandMoreIcon } from './ExpandMoreIcon';
import { RichText } from './RichText';
import { useOpenSections } from './use-open-sections';

interface HouseRulesAccordionProps {
  /** The host's sections, their `content` the sanitized HTML the API rendered from the host's Markdown. */
  sections: HouseRulesContent['sections'];
  /** Ids of the sections open at first; defaults to the first section only. */
  defaultOpenIds?: readonly string[];
  /** The heading level of each section header (default h3). */
  headingComponent?: 'h2' | 'h3' | 'h4';
}

/**
 * The house rules accordion (spec sections 2 and 4): several sections may be open at once and each toggles
 * independently.
 */
export function HouseRulesAccordion({ sections, defaultOpenIds, headingComponent = 'h3' }: HouseRulesAccordionProps) {
  const { isOpen, toggle } = useOpenSections(() => defaultOpenIds ?? (sections[0] ? [sections[0].id] : []));

  return (
    <Box data-testid="house-rules-accordion">
      {sections.map((section) => (
        <Accordion
          key={section.id}
          expanded={isOpen(section.id)}
          onChange={() => toggle(section.id)}
          disableGutters
          variant="outlined"
          data-testid={`rule-section-${section.id}`}
          slotProps={{ heading: { component: headingComponent } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`rule-${section.id}-header`}
            aria-controls={`rule-${section.id}-content`}
            sx={accordionSummaryFocusSx}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {section.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <RichText html={section.content} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
