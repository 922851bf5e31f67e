import { Query } from '@nestjs/cqrs';
import type { LibraryPhoto } from '@lakehouse/contracts';

export class GetPhotoLibraryQuery extends Query<LibraryPhoto[]> {}
