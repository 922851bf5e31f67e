import { fillHouseTimes } from '@lakehouse/contracts/house-times';
import { useHouseTimes } from '@lakehouse/web-kit';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@lakehouse/web-kit/mui';
import { accordionSummaryFocusSx } from './accordion-styles';
import { ExpandMoreIcon } from './ExpandMoreIcon';

export interface Faq {
  question: string;
  answer: string;
}

/** Questions as an accordion of h3 headings (the house's times filled in); `idPrefix` keeps ids unique on the page. */
export function FaqAccordion({ faqs, idPrefix }: { faqs: readonly Faq[]; idPrefix: string }) {
  const times = useHouseTimes();
  return (
    <>
      {faqs.map((faq, index) => (
        <Accordion key={index} disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' } }}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${idPrefix}-${index}-header`}
            aria-controls={`${idPrefix}-${index}-content`}
            sx={accordionSummaryFocusSx}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {faq.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{fillHouseTimes(faq.answer, times)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </>
  );
}
