import { createTheme } from '@mui/material/styles';

/** Lake blues and forest greens; the 'md' breakpoint is the spec's 768px mobile breakpoint. */
export const MOBILE_BREAKPOINT = 768;

export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 } },
  palette: {
    primary: { main: '#1d5b7a', light: '#4d88a8', dark: '#113d54', contrastText: '#ffffff' },
    secondary: { main: '#2f6b45', light: '#5a956c', dark: '#1c4a2d', contrastText: '#ffffff' },
    background: { default: '#f6f8f7', paper: '#ffffff' },
    text: { primary: '#1f2a2e', secondary: '#55646a' },
    error: { main: '#b3261e' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.35rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
