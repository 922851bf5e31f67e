import {
  type LibraryPhoto,
  PHOTO_UPLOAD_ACCEPT,
  PHOTO_UPLOAD_MAX_BYTES,
  photoLibrarySchema,
  photoVariantPath,
} from '@lakehouse/contracts';
import { apiRequest } from '@lakehouse/web-kit';
import { Box, Button, Stack, Typography } from '@lakehouse/web-kit/mui';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { uploadPhoto } from './upload-photo';
import { type UploadRow, refusalMessage, rowProgress, rowStatus, rowWithPhoto } from './upload-rows';

/** Two files on the way at once: a phone's connection is used fully, and the server reads two photos at a time. */
const PARALLEL_UPLOADS = 2;
const POLL_MS = 1000;

let nextKey = 0;
const keyOf = () => `upload-${++nextKey}`;

function UploadRowView({ row }: { row: UploadRow }) {
  const progress = rowProgress(row);
  const thumbnail = row.photo && row.photo.variantsReady > 0 ? photoVariantPath(row.photo.path, 480) : undefined;
  return (
    <Stack
      component="li"
      direction="row"
      spacing={2}
      data-upload={row.fileName}
      data-state={row.state}
      sx={{ alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ width: 72, height: 48, flexShrink: 0, bgcolor: 'grey.200', borderRadius: 0.5, overflow: 'hidden' }}>
        {thumbnail && (
          <img src={thumbnail} alt="" width={72} height={48} style={{ objectFit: 'cover', display: 'block' }} />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {row.fileName}
        </Typography>
        <Typography
          variant="body2"
          color={row.state === 'refused' ? 'error' : 'text.secondary'}
          role={row.state === 'refused' ? 'alert' : undefined}
          data-testid="upload-status"
        >
          {rowStatus(row)}
        </Typography>
        {progress !== undefined && row.state !== 'ready' && (
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={`Progress of ${row.fileName}`}
            sx={{ mt: 0.5 }}
          />
        )}
      </Box>
    </Stack>
  );
}

/**
 * Choose or drop photos (several at once; on a phone, from the camera roll): each gets a row with its progress,
 * first the bytes sent, then the sizes the job makes, or the reason it was refused. Files the browser can already
 * tell are wrong (too large, not an image) are refused before sending; the server checks every file again.
 */
export function PhotoUploader({ onPhotoReady }: { onPhotoReady: () => void }) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const files = useRef(new Map<string, File>());
  const update = (key: string, change: (row: UploadRow) => UploadRow) =>
    setRows((current) => current.map((row) => (row.key === key ? change(row) : row)));

  // Start waiting uploads while fewer than PARALLEL_UPLOADS are sending.
  const sending = rows.filter((row) => row.state === 'sending').length;
  const startNext = useEffectEvent(() => {
    const next = rows.find((row) => row.state === 'waiting');
    const file = next && files.current.get(next.key);
    if (!next || !file) return;
    update(next.key, (row) => ({ ...row, state: 'sending', sent: 0 }));
    uploadPhoto(file, (sent) => update(next.key, (row) => ({ ...row, sent }))).then(
      (photo) => {
        files.current.delete(next.key);
        update(next.key, (row) => rowWithPhoto(row, photo));
      },
      (error: unknown) => {
        files.current.delete(next.key);
        update(next.key, (row) => ({ ...row, state: 'refused', message: (error as Error).message }));
      },
    );
  });
  useEffect(() => {
    if (sending < PARALLEL_UPLOADS) startNext();
  }, [rows, sending]);

  // While a photo's sizes are being made, ask how far the job is.
  const sizing = rows.some((row) => row.state === 'sizing');
  const poll = useEffectEvent(async () => {
    const res = await apiRequest('GET', '/api/photos');
    const byId = new Map(photoLibrarySchema.parse(await res.json()).map((photo: LibraryPhoto) => [photo.id, photo]));
    const progressed = (row: UploadRow) => {
      const photo = row.state === 'sizing' && row.photo ? byId.get(row.photo.id) : undefined;
      return photo ? rowWithPhoto(row, photo) : row;
    };
    // Decided from the rows as this render has them (an updater function runs later, during React's next render).
    const readyNow = rows.some((row) => row.state === 'sizing' && progressed(row).state === 'ready');
    setRows((current) => current.map(progressed));
    if (readyNow) onPhotoReady();
  });
  useEffect(() => {
    if (!sizing) return;
    const timer = setInterval(() => void poll().catch(() => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [sizing]);

  const onDrop = (accepted: File[], refused: FileRejection[]) => {
    const chosen: UploadRow[] = accepted.map((file) => {
      const key = keyOf();
      files.current.set(key, file);
      return { key, fileName: file.name, size: file.size, state: 'waiting', sent: 0 };
    });
    const refusedRows: UploadRow[] = refused.map(({ file, errors }) => ({
      key: keyOf(),
      fileName: file.name,
      size: file.size,
      state: 'refused',
      sent: 0,
      message: refusalMessage(
        errors.map((error) => error.code),
        file.size,
      ),
    }));
    setRows((current) => [...current, ...chosen, ...refusedRows]);
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    accept: PHOTO_UPLOAD_ACCEPT as unknown as Record<string, string[]>,
    maxSize: PHOTO_UPLOAD_MAX_BYTES,
    multiple: true,
    noClick: true,
  });

  return (
    <Box component="section" aria-labelledby="photos-upload" sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" id="photos-upload" sx={{ mb: 1 }}>
        Upload photos
      </Typography>
      <Box
        {...getRootProps()}
        sx={{
          p: 3,
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          borderRadius: 1,
          bgcolor: isDragActive ? 'action.hover' : 'background.paper',
          textAlign: 'center',
        }}
      >
        <input {...getInputProps()} aria-label="Choose photos to upload" />
        <Typography sx={{ mb: 1 }}>
          {isDragActive ? 'Drop the photos here' : 'Drag photos here, or choose them from this device.'}
        </Typography>
        <Button variant="contained" onClick={open}>
          Choose photos
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          JPEG, PNG or WebP, up to 25 MB each. Location and camera details are removed before anyone sees them.
        </Typography>
      </Box>
      {rows.length > 0 && (
        <Box component="ul" aria-label="Uploads" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {rows.map((row) => (
            <UploadRowView key={row.key} row={row} />
          ))}
        </Box>
      )}
    </Box>
  );
}
