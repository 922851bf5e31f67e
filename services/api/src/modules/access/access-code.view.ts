import type { AccessCode, AccessCodeType } from '@lakehouse/contracts';
import type { AccessCodeEntity } from '@lakehouse/server-kit';

export function accessCodeView(entity: AccessCodeEntity): AccessCode {
  return {
    id: entity.id,
    codeMasked: entity.codeMasked,
    type: entity.type as AccessCodeType,
    description: entity.description,
    isActive: entity.isActive,
    maxUsage: entity.maxUsage,
    usageCount: entity.usageCount,
    createdAt: entity.createdAt.toISOString(),
    expiresAt: entity.expiresAt ? entity.expiresAt.toISOString() : null,
  };
}
