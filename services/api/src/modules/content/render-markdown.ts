import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { ALLOWED_LINK_SCHEMES } from '@lakehouse/contracts';

const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false, breaks: true });
// markdown-it leaves a link it distrusts as its source text ('[x](javascript:…)'); every link is let through here
// instead so the sanitizer below, the one gate for schemes, drops the target and keeps the words.
markdown.validateLink = () => true;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ALLOWED_LINK_SCHEMES.map((scheme) => scheme.slice(0, -1)),
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The page's own h1 is its title: a host's '# Heading' becomes a section heading.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    a: (tagName, { href }): sanitizeHtml.Tag => ({
      tagName,
      attribs: href ? { href, rel: 'noopener noreferrer' } : {},
    }),
  },
  disallowedTagsMode: 'discard',
};

/**
 * Host-written Markdown as the HTML a guest's page holds: rendered by markdown-it, then cut down by sanitize-html
 * to an allow-list (headings, paragraphs, line breaks, lists, emphasis, links to http(s) or mailto). The editor
 * already refuses HTML and other link schemes; this holds the same line for whatever reaches the table another way.
 */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITIZE).trim();
}
