import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BrokenImageIcon } from './icons.js';

export interface ImageFailedPanelProps {
  /** What the panel says ('Failed to load image', or 'Failed to load' on a thumbnail). */
  text: string;
  /** Its name as an image (default: the text); the carousel names it as the photo it stands for. */
  label?: string;
  /** A thumbnail's size: it covers its tile. */
  compact?: boolean;
}

/** Stands where a photo could not be loaded: a broken-image icon and the words. */
export function ImageFailedPanel({ text, label = text, compact = false }: ImageFailedPanelProps) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        position: compact ? 'absolute' : 'relative',
        inset: 0,
        minHeight: compact ? undefined : 240,
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.5,
        bgcolor: 'grey.200',
        color: 'text.secondary',
      }}
    >
      <BrokenImageIcon fontSize={compact ? 'medium' : 'large'} />
      <Typography component="span" variant={compact ? 'body2' : 'body1'} aria-hidden>
        {text}
      </Typography>
    </Box>
  );
}
