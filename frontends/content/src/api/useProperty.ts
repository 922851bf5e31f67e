import { propertySchema } from '@lakehouse/contracts';
import { useApiQuery } from '@lakehouse/web-kit';

export const useProperty = () => useApiQuery('/api/property', propertySchema);
