import {
  accessCodeRequestSchema,
  accessCodeValidationSchema,
  authStatusSchema,
  photoManifestSchema,
  photoManifestUpdateSchema,
  type PhotoManifest,
} from '@lakehouse/contracts';
import { Page, apiRequest, toast, ResponsiveImage, useDocumentTitle } from '@lakehouse/web-kit';
import { apiErrorMessage } from '@lakehouse/web-kit/api-error-message';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@lakehouse/web-kit/mui';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useReducer, useState, type FormEvent, type ReactNode } from 'react';
import {
  availablePhotos,
  canMoveDown,
  canMoveUp,
  photoManifestReducer,
  sameDraft,
  type ManifestDraft,
  type PhotoAction,
} from '../photo-manifest-rules';
import { messageOf, useInvalidateProperty } from '../shared';

const BREADCRUMBS = [{ label: 'Home', href: '/' }, { label: 'Admin', href: '/admin' }, { label: 'Photo Management' }];

/** Is there an active admin session? The page stays unlocked by the session cookie, never by a stored code. */
async function hasAdminSession(): Promise<boolean> {
  try {
    const res = await fetch('/api/auth/verify', { credentials: 'include', headers: { Accept: 'application/json' } });
    const status = authStatusSchema.safeParse(await res.json());
    return (
      res.ok &&
      status.success &&
      status.data.role === 'admin' &&
      status.data.expiresAt !== null &&
      new Date(status.data.expiresAt).getTime() > Date.now()
    );
  } catch {
    return false;
  }
}

/** A right code starts an admin session on the server (the validate call sets the session cookie). */
function UnlockForm({ onUnlocked }: { onUnlocked: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Please enter an access code');
      return;
    }
    const parsed = accessCodeRequestSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter an access code');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const res = await apiRequest('POST', '/api/access-codes/validate', parsed.data);
      const result = accessCodeValidationSchema.parse(await res.json());
      if (result.isValid) {
        toast({ title: 'Access Granted', description: 'You can now manage the photos.' });
        onUnlocked();
      } else {
        const message = result.message || 'Invalid access code';
        setError(message);
        toast({ title: 'Access Denied', description: message, variant: 'destructive' });
      }
    } catch (err) {
      const server = apiErrorMessage(err);
      const message =
        server && /too many attempts/i.test(server) ? server : 'Failed to validate access code. Please try again.';
      setError(`Error: ${message}`);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      spacing={2}
      aria-label="Unlock photo management"
      sx={{ maxWidth: 480 }}
    >
      <Typography>Enter the admin access code to manage the photos.</Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label="Access code"
        type="password"
        name="accessCode"
        value={code}
        onChange={(e) => {
          setCode(e.target.value.toUpperCase());
          setError(undefined);
        }}
        disabled={busy}
        autoComplete="off"
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? 'Validating...' : 'Unlock'}
      </Button>
    </Stack>
  );
}

function fileName(photo: string): string {
  return photo.split('/').pop() ?? photo;
}

function PhotoCard({ photo, badge, children }: { photo: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', width: 220 }} data-photo={photo}>
      <Box sx={{ bgcolor: 'grey.200' }}>
        <ResponsiveImage
          src={photo}
          alt={fileName(photo)}
          sizes="220px"
          width={220}
          height={130}
          style={{ height: 130 }}
        />
      </Box>
      <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography
            variant="body2"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flex: 1 }}
            title={photo}
          >
            {fileName(photo)}
          </Typography>
          {badge}
        </Stack>
        <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

function PhotoList({
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

const parseManifest = (body: unknown) => photoManifestSchema.parse(body);
const draftOf = (m: PhotoManifest): ManifestDraft => ({ hero: m.hero, curated: m.curated, excluded: m.excluded });

/** The manifest and the property's photos, which the editor starts from. */
async function fetchManifestAndPhotos(): Promise<{ manifest: PhotoManifest; images: string[] }> {
  const [manifestRes, propertyRes] = await Promise.all([
    apiRequest('GET', '/api/photo-manifest'),
    apiRequest('GET', '/api/property'),
  ]);
  const manifest = parseManifest(await manifestRes.json());
  const property = (await propertyRes.json()) as { images?: string[] };
  return { manifest, images: property.images ?? [] };
}

function ManifestEditor({ onLock, onSessionEnded }: { onLock: () => void; onSessionEnded: () => void }) {
  const [base, setBase] = useState<PhotoManifest | null>(null);
  const [images, setImages] = useState<string[]>([]);
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
        ({ manifest, images }) => {
          setImages(images);
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
        <Button onClick={onLock}>Lock</Button>
        <Typography variant="body2" color="text.secondary" role="status">
          Version {base.version}
          {dirty ? ' · unsaved changes' : ''}
        </Typography>
      </Stack>
      <PhotoList
        title="Curated"
        count={draft.curated.length}
        empty="No curated photos yet: add some from the available photos."
      >
        {draft.curated.map((photo, index) => {
          const name = fileName(photo);
          const hero = photo === draft.hero;
          return (
            <PhotoCard
              key={photo}
              photo={photo}
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
        })}
      </PhotoList>
      <PhotoList title="Available" count={available.length} empty="Every photo is curated or excluded.">
        {available.map((photo) => {
          const name = fileName(photo);
          return (
            <PhotoCard key={photo} photo={photo}>
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
          const name = fileName(photo);
          return (
            <PhotoCard key={photo} photo={photo}>
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
    </>
  );
}

/** /admin/photos: locked until the admin code validates (or an admin session exists), then the curated/available/excluded editor. */
export function PhotosPage() {
  useDocumentTitle('Photo Management');
  const [unlocked, setUnlocked] = useState<boolean | null>(null);

  useEffect(() => {
    let active = true;
    void hasAdminSession().then((admin) => active && setUnlocked(admin));
    return () => {
      active = false;
    };
  }, []);

  /** Locking signs the admin out: the session is the only thing that unlocks the page. */
  const lock = () => {
    void fetch('/api/auth/logout', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    }).catch(() => undefined);
    setUnlocked(false);
  };

  return (
    <Page
      title="Photo Management"
      maxWidth="xl"
      breadcrumbs={BREADCRUMBS}
      subtitle="Choose the curated photos, their order and the hero image."
    >
      {unlocked === null ? (
        <CircularProgress aria-label="Checking your session" />
      ) : unlocked ? (
        <ManifestEditor onLock={lock} onSessionEnded={() => setUnlocked(false)} />
      ) : (
        <UnlockForm onUnlocked={() => setUnlocked(true)} />
      )}
    </Page>
  );
}
