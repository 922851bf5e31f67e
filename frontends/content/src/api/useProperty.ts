import type { Property } from '@lakehouse/contracts';
import { useApiQuery } from '@lakehouse/web-kit';

// Taken as the API's typed answer, not parsed: parsing would bring zod into the home page's first load.
export const useProperty = () => useApiQuery<Property>('/api/property');
