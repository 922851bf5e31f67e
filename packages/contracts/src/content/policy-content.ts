import { z } from 'zod';
import { itemList, slugText, lineText, markdownText, paragraphText } from './content-text.js';

const faqList = itemList(
  'question',
  z.object({ question: lineText('Question', 200), answer: paragraphText('Answer', 1000) }),
  0,
  20,
);

/** Content kind `policies`: /policies' sections (Markdown, with an optional note) and its FAQ. */
export const policiesContentSchema = z.object({
  sections: itemList(
    'section',
    z.object({
      id: slugText('Section id'),
      title: lineText('Title', 80),
      body: markdownText('Text', 6000),
      /** A remark under the section; empty for none. */
      note: z.union([z.literal(''), paragraphText('Note', 600)]),
    }),
    1,
    20,
  ),
  faqs: faqList,
});
export type PoliciesContent = z.infer<typeof policiesContentSchema>;

/**
 * Content kinds `cancellation-policy`, `terms` and `privacy`: an introduction and sections of Markdown. Their
 * "Last updated" date is the day the live version was published.
 */
export const legalContentSchema = z.object({
  intro: paragraphText('Introduction', 1000),
  sections: itemList(
    'section',
    z.object({ id: slugText('Section id'), heading: lineText('Heading', 100), body: markdownText('Text', 6000) }),
    1,
    30,
  ),
});
export type LegalContent = z.infer<typeof legalContentSchema>;

/** Content kind `contact`: /contact's FAQ (`{{checkIn}}`/`{{checkOut}}` become the host's times) and the area. */
export const contactContentSchema = z.object({
  faqs: faqList,
  areaHighlights: itemList(
    'place',
    z.object({ title: lineText('Title', 80), text: paragraphText('Text', 400) }),
    0,
    10,
  ),
});
export type ContactContent = z.infer<typeof contactContentSchema>;
