export { apiRequest, getJson, throwIfResNotOk } from './api.js';
export { AppProviders } from './AppProviders.js';
export { Breadcrumbs, type BreadcrumbItem } from './Breadcrumbs.js';
export { ErrorPanel } from './ErrorPanel.js';
export { WayOn } from './WayOn.js';
export { visuallyHidden } from './visually-hidden.js';
export { handleLinkClick, navigate } from './navigation.js';
export { usePathname, useSearch } from './use-location.js';
export { usePage } from './use-page.js';
export { Page } from './Page.js';
export { DEFAULT_SITE_NAME, mapsSearchUrl } from './site.js';
export { microfrontendLifecycles } from './microfrontend-lifecycles.js';
export { MOBILE_BREAKPOINT, theme } from './theme.js';
export { BOTTOM_BAR_SPACE } from './bottom-bar.js';
export {
  createToastStore,
  dismissToast,
  toast,
  toastStore,
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  type Toast,
  type ToastAction,
  type ToastInput,
  type ToastVariant,
} from './toast-store.js';
export { useApiQuery, useInvalidateApiQuery, type SchemaLoader } from './use-api-query.js';
export { useApiMutation, useInvalidateApiReads } from './use-api-mutation.js';
export type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
export { phoneHref, useDocumentTitle, useHouseTimes, useSiteName, useSiteSettings } from './site-settings.js';
export { ContactEmailLink, PhoneLink } from './ContactLinks.js';
export { useToast } from './use-toast.js';
export { galleryColumns, GridGallery, type GalleryColumns, type GridGalleryProps } from './GridGallery.js';
export { HeroCarousel, type HeroCarouselProps } from './HeroCarousel.js';
export { PhotoMosaic, type PhotoMosaicProps } from './PhotoMosaic.js';
export { photoSrcSet, ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage.js';
export { photoDescriber, photosByRoom, type PhotoWords, type PhotoWordsByPath } from './photo-texts.js';
export { bookingHref, chosenStayOf, type ChosenStay } from './stay-link.js';
export { seasonForIsoDate, seasonForMonth, SEASONS, type Season } from './season.js';
export {
  embeddedPageData,
  PAGE_DATA_ELEMENT_ID,
  PageEnvironmentProvider,
  usePageEnvironment,
  useToday,
  type PageEnvironment,
} from './page-environment.js';
export { holdsServerHtml, identifierPrefixOf, LOADING_CLASS } from './server-html.js';
export { useImageFailedEarly } from './use-image-failed-early.js';
export { lazyExport } from './lazy-export.js';
export { useHydratedMark } from './use-hydrated-mark.js';
export { useKeptFieldValue } from './use-kept-field-value.js';
export { renderedNearScreen } from './rendered-near-screen.js';
export { defineIsland, Island, type IslandDefinition, type IslandHydration } from './islands/island.js';
export { useLatestAnswer } from './use-latest-answer.js';
