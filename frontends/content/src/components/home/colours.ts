/** The cards' colour classes (primary, secondary, accent) as theme colours. */
export const COLOURS = {
  primary: { main: 'primary.main', soft: 'rgba(29, 91, 122, 0.1)' },
  secondary: { main: 'secondary.main', soft: 'rgba(47, 107, 69, 0.1)' },
  accent: { main: '#8a4b12', soft: 'rgba(138, 75, 18, 0.1)' },
} as const;
