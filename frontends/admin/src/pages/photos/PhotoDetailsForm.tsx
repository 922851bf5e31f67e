import {
  type LibraryPhoto,
  PHOTO_ALT_MAX,
  PHOTO_CAPTION_MAX,
  libraryPhotoSchema,
  photoDetailsUpdateSchema,
  photoRooms,
} from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import { Button, Stack } from '@lakehouse/web-kit/mui';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../shared';

/** A photo's caption, alt text and room, saved on their own (they need no manifest version). */
export function PhotoDetailsForm({ photo, onSaved }: { photo: LibraryPhoto; onSaved: (photo: LibraryPhoto) => void }) {
  const [caption, setCaption] = useState(photo.caption);
  const [alt, setAlt] = useState(photo.alt);
  const [room, setRoom] = useState<string>(photo.room);
  const [saving, setSaving] = useState(false);
  const changed = caption !== photo.caption || alt !== photo.alt || room !== photo.room;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = photoDetailsUpdateSchema.safeParse({ caption, alt, room });
    if (!parsed.success) {
      toast({ title: 'Not Saved', description: parsed.error.issues[0]?.message ?? 'Check the fields.', variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      const res = await apiRequest('PATCH', `/api/photos/${photo.id}`, parsed.data);
      const saved = libraryPhotoSchema.parse(await res.json());
      setCaption(saved.caption);
      setAlt(saved.alt);
      setRoom(saved.room);
      onSaved(saved);
      toast({ title: 'Photo details saved', description: saved.caption || photo.fileName });
    } catch (error) {
      toast({
        title: 'Not Saved',
        description: messageOf(error, 'Failed to save the photo details. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="form" spacing={1} onSubmit={(event) => void save(event)} sx={{ mb: 1 }}>
      <TextField
        size="small"
        label="Caption"
        value={caption}
        onChange={(e) => setCaption(e.target.value)}
        slotProps={{ htmlInput: { maxLength: PHOTO_CAPTION_MAX } }}
      />
      <TextField
        size="small"
        label="Alt text"
        placeholder="Same as the caption"
        helperText="What a screen reader says"
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
        slotProps={{ htmlInput: { maxLength: PHOTO_ALT_MAX } }}
      />
      <TextField size="small" select label="Room" value={room} onChange={(e) => setRoom(e.target.value)}>
        <MenuItem value="">No room</MenuItem>
        {photoRooms.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" size="small" variant="outlined" disabled={!changed || saving}>
        {saving ? 'Updating...' : 'Update details'}
      </Button>
    </Stack>
  );
}
