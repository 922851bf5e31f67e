import { Box, Typography } from '@lakehouse/web-kit/mui';
import { useContentBody } from '../../api/useContent';
import { RichText } from '../RichText';

/** 'About the House': the host's description (the 'house' content). Server HTML only. */
export function AboutTheHouse() {
  const house = useContentBody('house');
  if (!house) return null;
  return (
    <Box component="section" aria-labelledby="about-house-heading" data-testid="house-description">
      <Typography id="about-house-heading" variant="h2" component="h2" sx={{ mb: 1.5, fontSize: '1.35rem' }}>
        About the House
      </Typography>
      <RichText html={house.description} />
    </Box>
  );
}
