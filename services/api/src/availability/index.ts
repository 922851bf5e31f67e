export { OWNER_BLOCK_SOURCE, blockedNights, blocksOverlapping, type OverlappingBlock } from './blocked-nights.js';
