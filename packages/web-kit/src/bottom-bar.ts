/**
 * The room the 'Ready to Book?' bar (the chrome's StickyCta) takes along the bottom of the screen, and more: pages end
 * this far above it, and what stays in view as a page scrolls (the home page's booking card) fits above it. The
 * layout's `scroll-padding-bottom` (the shell's index.html) is the same.
 */
export const BOTTOM_BAR_SPACE = 88;
