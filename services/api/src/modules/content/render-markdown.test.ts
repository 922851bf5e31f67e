import { describe, expect, it } from '@jest/globals';
import { renderMarkdown } from './render-markdown.js';

describe('host-written Markdown on a guest page', () => {
  it('renders the allowed formatting', () => {
    expect(
      renderMarkdown(
        '**Check-in:** 3 PM\n\n- Shoes off\n- *No* pets\n\n## Parking\n[Eastman](https://www.eastmannh.org)',
      ),
    ).toBe(
      '<p><strong>Check-in:</strong> 3 PM</p>\n<ul>\n<li>Shoes off</li>\n<li><em>No</em> pets</li>\n</ul>\n<h2>Parking</h2>\n<p><a href="https://www.eastmannh.org" rel="noopener noreferrer">Eastman</a></p>',
    );
    expect(renderMarkdown('Write to [us](mailto:stay@example.com)')).toContain('href="mailto:stay@example.com"');
    expect(renderMarkdown('# Title')).toBe('<h2>Title</h2>');
  });

  it('drops scripts, event handlers, javascript: links and frames, keeping the words around them', () => {
    const html = renderMarkdown(
      [
        'Before <script>alert(1)</script> after',
        '<img src="x" onerror="alert(2)">',
        '[click me](javascript:alert(3)) and <a href="javascript:alert(4)">this</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<p onclick="alert(5)" style="color:red">styled</p>',
        '[data](data:text/html;base64,PHNjcmlwdD4=) [relative](//evil.example)',
      ].join('\n\n'),
    );
    for (const forbidden of [
      '<script',
      'alert(',
      'onerror',
      'onclick',
      'javascript:',
      '<iframe',
      '<img',
      'style=',
      'data:',
      '//evil',
    ])
      expect(html).not.toContain(forbidden);
    expect(html).toContain('Before');
    expect(html).toContain('click me');
    expect(html).toContain('styled');
  });
});
