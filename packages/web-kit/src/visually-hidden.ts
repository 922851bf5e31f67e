/**
 * `sx` for text screen readers read and the page does not show ('(opens in a new tab)'). In pixels: in `sx` a
 * width of 1 means 100%, which made each such span as wide as the page and the page scroll sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
