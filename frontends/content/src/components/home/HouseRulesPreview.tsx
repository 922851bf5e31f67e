import { handleLinkClick } from '@lakehouse/web-kit';
import { Box, Link, Typography } from '@lakehouse/web-kit/mui';
import { useContentBody } from '../../api/useContent';
import { HouseRulesAccordion } from '../HouseRulesAccordion';

/** The house rules with the check-in/check-out section open; the full rules live on /house-rules. */
export function HouseRulesPreview() {
  const rules = useContentBody('house-rules');
  return (
    <Box component="section" aria-labelledby="home-rules-heading">
      <Typography id="home-rules-heading" variant="h2" component="h2" gutterBottom>
        House Rules
      </Typography>
      {rules && <HouseRulesAccordion sections={rules.sections} defaultOpenIds={['check-in-out']} />}
      <Box sx={{ mt: 2 }}>
        <Link href="/house-rules" onClick={(e) => handleLinkClick(e, '/house-rules')} sx={{ fontWeight: 600 }}>
          Read the full house rules and how-to guides
        </Link>
      </Box>
    </Box>
  );
}
