import type { PropertySettingsField } from '@lakehouse/contracts';

/**
 * Settings only the host changes: where the host's notices (guests' details, booking links) are mailed, and the
 * family coupon (money). A co-host's save must leave them as they are.
 */
export const HOST_ONLY_SETTINGS: readonly PropertySettingsField[] = ['contactEmail', 'familyCouponCode'];
