import type { OwnerBlock } from '@lakehouse/contracts';
import type { OwnerBlockEntity } from '@lakehouse/server-kit';

/** An owner block as the admin API answers it. */
export function ownerBlockView(block: OwnerBlockEntity): OwnerBlock {
  return {
    id: block.id,
    kind: block.kind,
    startsOn: block.startsOn,
    endsOn: block.endsOn,
    note: block.note,
    createdAt: block.createdAt.toISOString(),
  };
}
