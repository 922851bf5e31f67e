import { Command } from '@nestjs/cqrs';
import type { ImageRefreshStarted } from '@lakehouse/contracts';

export class RefreshImagesCommand extends Command<ImageRefreshStarted> {}
