import { Box } from '@lakehouse/web-kit/mui';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface BrandingFileFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (file: string) => void;
  error: string | undefined;
  /** The photo folder's branding/ files. */
  files: string[];
  /** The choice of none, as it reads ('None (the house name as text)'). */
  noneLabel: string;
  /** What the site shows while there is no file to choose. */
  noFilesHelp: string;
  /** The preview's size: a logo is a strip, a portrait a square. */
  preview: { width?: number; height: number };
}

/** A choice among the photo folder's branding/ files (the logo, the host's photo), with a preview of the chosen one. */
export function BrandingFileField({
  name,
  label,
  value,
  onChange,
  error,
  files,
  noneLabel,
  noFilesHelp,
  preview,
}: BrandingFileFieldProps) {
  return (
    <>
      <TextField
        select
        name={name}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? (files.length === 0 ? noFilesHelp : undefined)}
        fullWidth
      >
        <MenuItem value="">{noneLabel}</MenuItem>
        {files.map((file) => (
          <MenuItem key={file} value={file}>
            {file}
          </MenuItem>
        ))}
      </TextField>
      {value && (
        <Box
          component="img"
          src={value}
          alt={`${label} preview`}
          sx={{ ...preview, objectFit: 'cover', alignSelf: 'flex-start' }}
        />
      )}
    </>
  );
}
