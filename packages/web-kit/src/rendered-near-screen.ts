/**
 * The style of a section far down a long page: the browser styles, lays out and paints it only as it nears the
 * screen (CSS `content-visibility: auto`), holding its place meanwhile at the height it last had, or the estimate
 * before it was ever shown. It stays in the page for search, find-in-page, links to it and assistive technology; what
 * a phone saves is the work of the whole page's first layout, most of it for parts nobody sees yet.
 */
export const renderedNearScreen = (estimatedHeight: number) =>
  ({ contentVisibility: 'auto', containIntrinsicSize: `auto ${estimatedHeight}px` }) as const;
