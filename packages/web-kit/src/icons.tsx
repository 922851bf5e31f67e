import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** The few icons the kit needs, inline (no icon package in the bundle). Paths from Material Design icons. */
const icon = (path: string, name: string) => {
  const Icon = (props: SvgIconProps) => (
    <SvgIcon aria-hidden {...props}>
      <path d={path} />
    </SvgIcon>
  );
  Icon.displayName = name;
  return Icon;
};

export const ChevronLeftIcon = icon('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z', 'ChevronLeftIcon');
export const ChevronRightIcon = icon('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z', 'ChevronRightIcon');
export const BrokenImageIcon = icon(
  'M21 5v6.59l-3-3.01-4 4.01-4-4-4 4-3-3.01V5c0-1.1.9-2 2-2h14c1.1 0 2 .9 2 2m-3 6.42 3 3.01V19c0 1.1-.9 2-2 2H5c-1.1 0-2-.9-2-2v-6.58l3 2.99 4-4 4 4z',
  'BrokenImageIcon',
);
export const PhotoLibraryIcon = icon(
  'M22 16V4c0-1.1-.9-2-2-2H8c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2m-11-4 2.03 2.71L16 11l4 5H8zM2 6v14c0 1.1.9 2 2 2h14v-2H4V6z',
  'PhotoLibraryIcon',
);
export const PhotoGridIcon = icon(
  'M4 8h4V4H4zm6 12h4v-4h-4zm-6 0h4v-4H4zm0-6h4v-4H4zm6 0h4v-4h-4zm6-10v4h4V4zm-6 4h4V4h-4zm6 6h4v-4h-4zm0 6h4v-4h-4z',
  'PhotoGridIcon',
);
