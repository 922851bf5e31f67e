import { defaultLimitsAppliedSchema, migratedAccessCodesSchema, updateAccessCodeSchema } from '@lakehouse/contracts';
import { apiRequest, useApiMutation } from '@lakehouse/web-kit';

export const ACCESS_CODES_URL = '/api/admin/access-codes';
const READS = [ACCESS_CODES_URL];

/** The writes to the access codes; each reads the list again once done. */
export function useAccessCodeWrites() {
  return {
    create: useApiMutation((payload: object) => apiRequest('POST', ACCESS_CODES_URL, payload), READS),
    update: useApiMutation(
      ({ id, payload }: { id: string; payload: object }) => apiRequest('PUT', `${ACCESS_CODES_URL}/${id}`, payload),
      READS,
    ),
    toggle: useApiMutation(
      ({ id, isActive }: { id: string; isActive: boolean }) =>
        apiRequest('PUT', `${ACCESS_CODES_URL}/${id}`, updateAccessCodeSchema.parse({ isActive })),
      READS,
    ),
    remove: useApiMutation((id: string) => apiRequest('DELETE', `${ACCESS_CODES_URL}/${id}`), READS),
    migrate: useApiMutation(async () => {
      const res = await apiRequest('POST', '/api/admin/migrate-access-codes', {});
      return migratedAccessCodesSchema.parse(await res.json());
    }, READS),
    applyLimits: useApiMutation(async () => {
      const res = await apiRequest('POST', `${ACCESS_CODES_URL}/apply-default-limits`, {});
      return defaultLimitsAppliedSchema.parse(await res.json());
    }, READS),
  };
}
