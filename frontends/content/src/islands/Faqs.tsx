import { useContentBody } from '../api/useContent';
import { FaqAccordion } from '../components/FaqAccordion';

/** The questions of the contact page or of the policies page, as the host wrote them. */
export function Faqs({ kind }: { kind: 'contact' | 'policies' }) {
  const faqs = useContentBody(kind)?.faqs ?? [];
  return <FaqAccordion faqs={faqs} idPrefix={`${kind}-faq`} />;
}
