import { Button } from '@lakehouse/web-kit/mui';
import { HomeIcon } from '../components/home/icons';

/** Spec section 2: the gallery's 'View All Photos' count button, which scrolls to the top where the photos start. */
export function ViewAllPhotosButton({ count }: { count: number }) {
  return (
    <Button
      variant="contained"
      startIcon={<HomeIcon name="photos" />}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      data-testid="view-all-photos"
    >
      View All Photos ({count})
    </Button>
  );
}
