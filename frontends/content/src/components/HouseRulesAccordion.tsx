import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@lakehouse/web-kit/mui';
import { useState } from 'react';
import type { HouseRuleSection } from '../content/house-rules';
import { accordionSummaryFocusSx } from './accordion-styles';
import { ExpandMoreIcon } from './ExpandMoreIcon';

interface HouseRulesAccordionProps {
  sections: readonly HouseRuleSection[];
  /** Ids of the sections open at first; defaults to the first section only. */
  defaultOpenIds?: readonly string[];
  /** The heading level of each section header (default h3). */
  headingComponent?: 'h2' | 'h3' | 'h4';
}

/**
 * The house rules accordion (spec sections 2 and 4): several sections may be open at once and each toggles
 * independently. `content` is trusted static HTML from content/house-rules.ts, never user or API data.
 */
export function HouseRulesAccordion({ sections, defaultOpenIds, headingComponent = 'h3' }: HouseRulesAccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(defaultOpenIds ?? (sections[0] ? [sections[0].id] : [])),
  );
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Box data-testid="house-rules-accordion">
      {sections.map((section) => (
        <Accordion
          key={section.id}
          expanded={open.has(section.id)}
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
            <Box
              sx={{ '& p': { mt: 0, mb: 1 }, '& ul': { m: 0, pl: 2.5 }, '& li': { py: 0.25 } }}
              // Trusted static markup built from constants in content/house-rules.ts.
              dangerouslySetInnerHTML={{ __html: section.content }}
            />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
