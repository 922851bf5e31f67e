import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme.js';

/** What every microfrontend's React tree is wrapped in. (CssBaseline is applied once, by the shell.) */
export function AppProviders({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
