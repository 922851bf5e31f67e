import { handleLinkClick, Island } from '@lakehouse/web-kit';
import { Box, Link, Typography } from '@lakehouse/web-kit/mui';
import { houseRulesSections } from '../../islands';

/** The house rules with the check-in/check-out section open; the full rules live on /house-rules. */
export function HouseRulesPreview() {
  return (
    <Box component="section" aria-labelledby="home-rules-heading">
      <Typography id="home-rules-heading" variant="h2" component="h2" gutterBottom>
        House Rules
      </Typography>
      <Island of={houseRulesSections} props={{ defaultOpenIds: ['check-in-out'] }} />
      <Box sx={{ mt: 2 }}>
        <Link href="/house-rules" onClick={(e) => handleLinkClick(e, '/house-rules')} sx={{ fontWeight: 600 }}>
          Read the full house rules and how-to guides
        </Link>
      </Box>
    </Box>
  );
}
