import { useMediaQuery, useTheme } from '@lakehouse/web-kit/mui';

/** Under the spec's 768px breakpoint (the theme's 'md'). */
export function useIsMobile(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}
