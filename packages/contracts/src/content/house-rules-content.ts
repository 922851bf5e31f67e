import { z } from 'zod';
import { itemList, slugText, lineText, markdownText, paragraphText, webAddress } from './content-text.js';

/**
 * Content kind `house-rules`: the rules' sections (Markdown; `{{checkIn}}`, `{{checkOut}}` and `{{quietHours}}`
 * become the host's times) and the 'Additional Information' cards of /house-rules.
 */
export const houseRulesContentSchema = z.object({
  sections: itemList(
    'section',
    z.object({ id: slugText('Section id'), title: lineText('Title', 80), content: markdownText('Rules', 4000) }),
    1,
    20,
  ),
  /** Said of the community security office on the emergency banner while the host has set no number for it. */
  securityOfficeFallback: lineText('Security office (no number set)', 200),
  /** More lines for the emergency banner, after 911, the property manager and the security office. */
  emergencyContacts: itemList(
    'emergency contact',
    z.object({ label: lineText('Who', 80), detail: lineText('Number or what to do', 200) }),
    0,
    8,
  ),
  additionalInformation: itemList(
    'card',
    z.object({ title: lineText('Title', 80), text: paragraphText('Text', 600) }),
    0,
    8,
  ),
});
export type HouseRulesContent = z.infer<typeof houseRulesContentSchema>;

/** Content kind `how-to-guides`: the guides of /house-rules, with numbered steps and a tutorial link. */
export const howToGuidesContentSchema = z.object({
  guides: itemList(
    'guide',
    z.object({
      id: slugText('Guide id'),
      title: lineText('Title', 80),
      summary: markdownText('Summary', 600),
      steps: itemList('step', paragraphText('Step', 400), 1, 15),
      /** The manufacturer's help or video page ('Watch tutorial'); empty for none. */
      videoUrl: z.union([z.literal(''), webAddress('Video link')]),
      videoLabel: z.union([z.literal(''), lineText('Video label', 60)]),
    }),
    1,
    20,
  ),
});
export type HowToGuidesContent = z.infer<typeof howToGuidesContentSchema>;
