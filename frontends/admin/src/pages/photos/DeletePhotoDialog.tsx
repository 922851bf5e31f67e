import type { LibraryPhoto } from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@lakehouse/web-kit/mui';
import { useState } from 'react';
import { messageOf } from '../../shared';

/** Asks before a photo is deleted for good; says what happens to the curated order and the hero. */
export function DeletePhotoDialog({
  photo,
  unsavedChanges,
  onClose,
  onDeleted,
}: {
  photo: LibraryPhoto | null;
  unsavedChanges: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    if (!photo) return;
    setDeleting(true);
    try {
      await apiRequest('DELETE', `/api/photos/${photo.id}`);
      toast({ title: 'Photo deleted', description: photo.caption || photo.fileName });
      onDeleted();
    } catch (error) {
      toast({
        title: 'Not Deleted',
        description: messageOf(error, 'Failed to delete the photo. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setDeleting(false);
      onClose();
    }
  };
  return (
    <Dialog open={photo !== null} onClose={onClose} aria-labelledby="delete-photo-title">
      <DialogTitle id="delete-photo-title">Delete this photo?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {photo?.caption || photo?.fileName} will be removed from the site and from storage. If it is curated it
          leaves the curated photos; if it is the hero, the next curated photo becomes the hero. This cannot be undone.
          {unsavedChanges && ' Your unsaved changes to the curated photos will be discarded.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={deleting}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => void remove()} disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete photo'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
