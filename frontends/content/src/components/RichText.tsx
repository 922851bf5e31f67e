import { fillHouseTimes } from '@lakehouse/contracts/house-times';
import { useHouseTimes } from '@lakehouse/web-kit';
import { Box } from '@lakehouse/web-kit/mui';

const RICH_TEXT_SX = {
  '& p': { mt: 0, mb: 1 },
  '& p:last-child': { mb: 0 },
  '& ul, & ol': { m: 0, mb: 1, pl: 2.5 },
  '& ul:last-child, & ol:last-child': { mb: 0 },
  '& li': { py: 0.25 },
  '& h2, & h3, & h4': { fontSize: '1.1rem', mt: 1.5, mb: 0.5 },
} as const;

/**
 * Host-written text as the API sent it: Markdown the server rendered to HTML and sanitized to an allow-list (no
 * script, no attributes but a link's http(s)/mailto target), with the house's times filled in.
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  const times = useHouseTimes();
  return (
    <Box
      data-testid={testId}
      sx={RICH_TEXT_SX}
      // Sanitized on the server (services/api/src/modules/content/render-markdown.ts).
      dangerouslySetInnerHTML={{ __html: fillHouseTimes(html, times) }}
    />
  );
}
