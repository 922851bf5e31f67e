import { useContentBody } from '../api/useContent';
import { HouseRulesAccordion } from '../components/HouseRulesAccordion';

/** The host's house rules as an accordion, read from the page's content. */
export function HouseRulesSections({ defaultOpenIds }: { defaultOpenIds?: readonly string[] }) {
  const rules = useContentBody('house-rules');
  return rules ? <HouseRulesAccordion sections={rules.sections} defaultOpenIds={defaultOpenIds} /> : null;
}
