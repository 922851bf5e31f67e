import type { LibraryPhoto } from '@lakehouse/contracts';
import { ResponsiveImage } from '@lakehouse/web-kit';
import { Box, Button, Card, CardContent, Stack, Typography } from '@lakehouse/web-kit/mui';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { PhotoDetailsForm } from './PhotoDetailsForm';

export function fileName(photo: string): string {
  return photo.split('/').pop() ?? photo;
}

export interface PhotoCardProps {
  photo: string;
  /** The library's record of the photo: its name, words and id (none for a photo the library does not list). */
  details: LibraryPhoto | undefined;
  badge?: ReactNode;
  /** The manifest's actions (add, move, set hero, remove, exclude). */
  children: ReactNode;
  onDetailsSaved: (photo: LibraryPhoto) => void;
  onDelete: (photo: LibraryPhoto) => void;
  /** A sortable card: where the drag library measures it, and how it is moved while dragged. */
  cardRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  dragHandle?: ReactNode;
}

/** One photo: its thumbnail, name, the manifest's actions, its words, and Delete. */
export function PhotoCard({
  photo,
  details,
  badge,
  children,
  onDetailsSaved,
  onDelete,
  cardRef,
  style,
  dragHandle,
}: PhotoCardProps) {
  const name = details?.fileName ?? fileName(photo);
  return (
    <Card
      variant="outlined"
      component="li"
      ref={cardRef}
      style={style}
      sx={{ listStyle: 'none', width: { xs: '100%', sm: 260 } }}
      data-photo={photo}
    >
      <Box sx={{ bgcolor: 'grey.200', position: 'relative' }}>
        <ResponsiveImage
          src={photo}
          alt={details?.alt || details?.caption || name}
          sizes="260px"
          width={260}
          height={160}
          style={{ height: 160 }}
        />
        {dragHandle}
      </Box>
      <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography
            variant="body2"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: 1 }}
            title={name}
          >
            {name}
          </Typography>
          {badge}
        </Stack>
        <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', mb: 1 }}>
          {children}
        </Stack>
        {details && (
          <>
            <PhotoDetailsForm key={`${details.caption}\n${details.alt}\n${details.room}`} photo={details} onSaved={onDetailsSaved} />
            <Button size="small" color="error" onClick={() => onDelete(details)} aria-label={`Delete ${name}`}>
              Delete
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function PhotoList({
  title,
  count,
  children,
  empty,
}: {
  title: string;
  count: number;
  children: ReactNode;
  empty: string;
}) {
  const id = `photos-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" id={id} sx={{ mb: 1 }}>
        {title} ({count})
      </Typography>
      {count === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box component="ul" aria-labelledby={id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0 }}>
          {children}
        </Box>
      )}
    </Box>
  );
}
