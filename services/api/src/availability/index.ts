export { blockedNights, feedBlocksOverlapping, type OverlappingFeedBlock } from './blocked-nights.js';
