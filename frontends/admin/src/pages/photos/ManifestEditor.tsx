import {
  type LibraryPhoto,
  type PhotoManifest,
  photoLibrarySchema,
  photoManifestSchema,
  photoManifestUpdateSchema,
} from '@lakehouse/contracts';
import { apiRequest, toast } from '@lakehouse/web-kit';
import { Alert, Button, CircularProgress, Stack, Typography } from '@lakehouse/web-kit/mui';
import { useCallback, useEffect, useReducer, useState } from 'react';
import {
  availablePhotos,
  photoManifestReducer,
  sameDraft,
  type ManifestDraft,
  type PhotoAction,
} from '../../photo-manifest-rules';
import { messageOf, useInvalidateProperty } from '../../shared';
import { CuratedPhotos } from './CuratedPhotos';
import { DeletePhotoDialog } from './DeletePhotoDialog';
import { PhotoCard, PhotoList, fileName } from './PhotoCard';
import { PhotoUploader } from './PhotoUploader';

const parseManifest = (body: unknown) => photoManifestSchema.parse(body);
const draftOf = (m: PhotoManifest): ManifestDraft => ({ hero: m.hero, curated: m.curated, excluded: m.excluded });

/** The property's photos (those whose sizes are all made), in the order it lists them. */
async function fetchImages(): Promise<string[]> {
  const property = (await (await apiRequest('GET', '/api/property')).json()) as { images?: string[] };
  return property.images ?? [];
}

/** The library's photos by address: their names, words and ids. */
async function fetchLibrary(): Promise<Map<string, LibraryPhoto>> {
  const photos = photoLibrarySchema.parse(await (await apiRequest('GET', '/api/photos')).json());
  return new Map(photos.map((photo) => [photo.path, photo]));
}

/** The manifest and the property's photos, which the editor starts from, and the library. */
async function fetchManifestAndPhotos() {
  const [manifestRes, images, library] = await Promise.all([
    apiRequest('GET', '/api/photo-manifest'),
    fetchImages(),
    fetchLibrary(),
  ]);
  return { manifest: parseManifest(await manifestRes.json()), images, library };
}

export function ManifestEditor({ onSessionEnded }: { onSessionEnded: () => void }) {
  const [base, setBase] = useState<PhotoManifest | null>(null);
  const [images, setImages] = useState<string[]>([]);
  const [library, setLibrary] = useState<ReadonlyMap<string, LibraryPhoto>>(new Map());
  const [deleting, setDeleting] = useState<LibraryPhoto | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, dispatch] = useReducer(photoManifestReducer, { hero: '', curated: [], excluded: [] });
  const [saving, setSaving] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [conflict, setConflict] = useState<ManifestDraft | null>(null);
  // The property lists the photos in the manifest's order: the gallery and the home page show a saved order at once.
  const invalidateProperty = useInvalidateProperty();

  const load = useCallback(
    (): Promise<PhotoManifest | null> =>
      fetchManifestAndPhotos().then(
        ({ manifest, images, library }) => {
          setImages(images);
          setLibrary(library);
          setBase(manifest);
          dispatch({ type: 'reset', draft: draftOf(manifest) });
          setLoadError(null);
          return manifest;
        },
        (error: unknown) => {
          setLoadError(messageOf(error, 'Failed to load the photo manifest. Please refresh the page.'));
          return null;
        },
      ),
    [],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const act = (action: PhotoAction) => dispatch(action);
  const savedDetails = (photo: LibraryPhoto) => {
    setLibrary((current) => new Map(current).set(photo.path, photo));
    invalidateProperty();
  };
  /** A new photo has all its sizes: it joins the available photos; the draft is kept. */
  const photoReady = () => {
    void Promise.all([fetchImages(), fetchLibrary()]).then(([fresh, freshLibrary]) => {
      setImages(fresh);
      setLibrary(freshLibrary);
      invalidateProperty();
    });
  };
  const cardProps = { library, onDetailsSaved: savedDetails, onDelete: setDeleting };
  const dirty = base !== null && !sameDraft(draft, draftOf(base));

  const save = async () => {
    if (!base) return;
    const parsed = photoManifestUpdateSchema.safeParse({ ...draft, version: base.version });
    if (!parsed.success) {
      toast({
        title: 'Error',
        description: parsed.error.issues[0]?.message ?? 'Failed to update photo manifest. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    setSaving(true);
    try {
      const res = await apiRequest('PUT', '/api/photo-manifest', parsed.data);
      const saved = parseManifest(await res.json());
      invalidateProperty();
      setBase(saved);
      dispatch({ type: 'reset', draft: draftOf(saved) });
      setConflict(null);
      toast({ title: 'Success', description: 'Photo manifest updated successfully!' });
    } catch (error) {
      const status = error instanceof Error ? Number(error.message.slice(0, 3)) : 0;
      if (status === 409) {
        invalidateProperty();
        const mine = draft;
        const fresh = await load();
        if (fresh) setConflict(mine);
        toast({
          title: 'Not Saved',
          description:
            'Someone else saved the photos first. The latest version is loaded; your changes can be re-applied.',
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Error',
          description: messageOf(error, 'Failed to update photo manifest. Please try again.'),
          variant: 'destructive',
        });
        if (status === 401) onSessionEnded();
      }
    } finally {
      setSaving(false);
    }
  };

  const reapply = () => {
    if (!conflict) return;
    const known = new Set([...images, ...(base?.curated ?? []), ...(base?.excluded ?? [])]);
    dispatch({
      type: 'reset',
      draft: {
        hero: conflict.hero,
        curated: conflict.curated.filter((p) => known.has(p)),
        excluded: conflict.excluded.filter((p) => known.has(p)),
      },
    });
    setConflict(null);
  };

  const refreshImages = async () => {
    setRefreshing(true);
    try {
      await apiRequest('POST', '/api/refresh-images', {});
      toast({ title: 'Images Refreshed', description: 'The photo folder is being rescanned.' });
      setTimeout(() => {
        invalidateProperty();
        void load();
      }, 1500);
    } catch (error) {
      toast({
        title: 'Refresh Failed',
        description: messageOf(error, 'Failed to refresh images. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setRefreshing(false);
    }
  };

  if (loadError)
    return (
      <Alert severity="error" role="alert" action={<Button onClick={() => void load()}>Retry</Button>}>
        {loadError}
      </Alert>
    );
  if (!base) return <CircularProgress aria-label="Loading photos" />;

  const all = [...new Set([...images, ...base.curated, ...base.excluded, ...draft.curated, ...draft.excluded])];
  const available = availablePhotos(all, draft);

  return (
    <>
      {conflict && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" onClick={reapply}>
                Re-apply my changes
              </Button>
              <Button color="inherit" onClick={() => setConflict(null)}>
                Keep theirs
              </Button>
            </Stack>
          }
        >
          Someone else saved the photo manifest while you were editing, so your changes were not saved. Their version
          (version {base.version}) is shown now. Re-apply your changes on top of it and save again, or keep theirs.
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" onClick={() => void save()} disabled={saving || !dirty}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button
          variant="outlined"
          onClick={() => dispatch({ type: 'reset', draft: draftOf(base) })}
          disabled={!dirty || saving}
        >
          Discard changes
        </Button>
        <Button variant="outlined" onClick={() => void refreshImages()} disabled={refreshing}>
          {refreshing ? 'Refreshing...' : 'Refresh images'}
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          Version {base.version}
          {dirty ? ' · unsaved changes' : ''}
        </Typography>
      </Stack>
      <PhotoUploader onPhotoReady={photoReady} />
      <CuratedPhotos draft={draft} act={act} {...cardProps} />
      <PhotoList title="Available" count={available.length} empty="Every photo is curated or excluded.">
        {available.map((photo) => {
          const name = library.get(photo)?.fileName ?? fileName(photo);
          return (
            <PhotoCard key={photo} photo={photo} details={library.get(photo)} {...cardProps}>
              <Button size="small" onClick={() => act({ type: 'add', photo })} aria-label={`Add to curated (${name})`}>
                Add to curated
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => act({ type: 'exclude', photo })}
                aria-label={`Exclude ${name}`}
              >
                Exclude
              </Button>
            </PhotoCard>
          );
        })}
      </PhotoList>
      <PhotoList title="Excluded" count={draft.excluded.length} empty="No excluded photos.">
        {draft.excluded.map((photo) => {
          const name = library.get(photo)?.fileName ?? fileName(photo);
          return (
            <PhotoCard key={photo} photo={photo} details={library.get(photo)} {...cardProps}>
              <Button size="small" onClick={() => act({ type: 'add', photo })} aria-label={`Add to curated (${name})`}>
                Add to curated
              </Button>
              <Button
                size="small"
                onClick={() => act({ type: 'restore', photo })}
                aria-label={`Make available (${name})`}
              >
                Make available
              </Button>
            </PhotoCard>
          );
        })}
      </PhotoList>
      <DeletePhotoDialog
        photo={deleting}
        unsavedChanges={dirty}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          invalidateProperty();
          void load();
        }}
      />
    </>
  );
}
