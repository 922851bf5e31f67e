import { type DynamicModule, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { createPhotoStore } from './create-photo-store.js';
import { PHOTO_STORE, type PhotoStore } from './photo-store.js';

/** Says which store holds the photos at start-up, and lets go of its connections at shutdown. */
@Injectable()
class PhotoStoreLifecycle implements OnApplicationShutdown {
  constructor(@Inject(PHOTO_STORE) private readonly store: PhotoStore) {
    new Logger('PhotoStore').log(`photos are kept in ${store.description}`);
  }

  onApplicationShutdown(): void {
    this.store.close?.();
  }
}

/** The one photo store of a process (the API, the worker, or both in one), for every module that reads or writes photos. */
@Module({})
export class PhotoStoreModule {
  static forRoot(config: Pick<AppConfig, 'photoStore'>): DynamicModule {
    return {
      module: PhotoStoreModule,
      global: true,
      providers: [{ provide: PHOTO_STORE, useFactory: () => createPhotoStore(config) }, PhotoStoreLifecycle],
      exports: [PHOTO_STORE],
    };
  }
}
