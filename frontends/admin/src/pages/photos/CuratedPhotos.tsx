import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { LibraryPhoto } from '@lakehouse/contracts';
import { Box, Button, Chip } from '@lakehouse/web-kit/mui';
import { canMoveDown, canMoveUp, type ManifestDraft, type PhotoAction } from '../../photo-manifest-rules';
import { PhotoCard, PhotoList, fileName } from './PhotoCard';

interface CuratedPhotosProps {
  draft: ManifestDraft;
  library: ReadonlyMap<string, LibraryPhoto>;
  act: (action: PhotoAction) => void;
  onDetailsSaved: (photo: LibraryPhoto) => void;
  onDelete: (photo: LibraryPhoto) => void;
}

function SortablePhoto({
  photo,
  index,
  draft,
  library,
  act,
  onDetailsSaved,
  onDelete,
}: CuratedPhotosProps & { photo: string; index: number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo,
  });
  const name = library.get(photo)?.fileName ?? fileName(photo);
  const hero = photo === draft.hero;
  return (
    <PhotoCard
      photo={photo}
      details={library.get(photo)}
      cardRef={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined }}
      onDetailsSaved={onDetailsSaved}
      onDelete={onDelete}
      dragHandle={
        <Box
          component="button"
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag to reorder ${name}`}
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            px: 1,
            py: 0.5,
            border: 0,
            borderRadius: 1,
            bgcolor: 'rgba(0,0,0,0.65)',
            color: '#fff',
            cursor: isDragging ? 'grabbing' : 'grab',
            // The finger drags the card, not the page.
            touchAction: 'none',
            font: 'inherit',
            fontWeight: 700,
          }}
        >
          ⠿ Drag
        </Box>
      }
      badge={
        hero ? (
          <Chip size="small" color="primary" label="Hero" />
        ) : (
          <Chip size="small" variant="outlined" label={`#${index + 1}`} />
        )
      }
    >
      <Button
        size="small"
        onClick={() => act({ type: 'up', photo })}
        disabled={!canMoveUp(draft, photo)}
        aria-label={`Move ${name} up`}
      >
        Up
      </Button>
      <Button
        size="small"
        onClick={() => act({ type: 'down', photo })}
        disabled={!canMoveDown(draft, photo)}
        aria-label={`Move ${name} down`}
      >
        Down
      </Button>
      <Button
        size="small"
        onClick={() => act({ type: 'setHero', photo })}
        disabled={hero}
        aria-label={`Set hero (${name})`}
      >
        Set hero
      </Button>
      <Button
        size="small"
        color="error"
        onClick={() => act({ type: 'remove', photo })}
        aria-label={`Remove ${name} from curated`}
      >
        Remove
      </Button>
    </PhotoCard>
  );
}

/**
 * The curated photos in their order: dragged by their handle with a mouse, a finger (after a short press, so the
 * page still scrolls) or the keyboard (Space to lift, arrows to move, Space to drop), or moved with Up and Down.
 */
export function CuratedPhotos(props: CuratedPhotosProps) {
  const { draft, act } = props;
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    act({ type: 'moveTo', photo: String(active.id), index: draft.curated.indexOf(String(over.id)) });
  };
  // The drag context outside the list: it adds its own (hidden) announcement elements, which a list may not hold.
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
      <PhotoList
        title="Curated"
        count={draft.curated.length}
        empty="No curated photos yet: add some from the available photos."
      >
        <SortableContext items={draft.curated} strategy={rectSortingStrategy}>
          {draft.curated.map((photo, index) => (
            <SortablePhoto key={photo} {...props} photo={photo} index={index} />
          ))}
        </SortableContext>
      </PhotoList>
    </DndContext>
  );
}
