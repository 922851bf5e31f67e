import { type SxProps, type Theme } from '@lakehouse/web-kit/mui';

/** A visible keyboard focus ring on accordion headers. */
export const accordionSummaryFocusSx: SxProps<Theme> = {
  '&.Mui-focusVisible': {
    outline: '3px solid',
    outlineColor: 'primary.main',
    outlineOffset: '-3px',
    bgcolor: 'action.hover',
  },
};
