import { Global, Module } from '@nestjs/common';
import { ChangeNotices } from './change-notices.js';

/** The one LISTEN connection every read cache of the API subscribes to. */
@Global()
@Module({ providers: [ChangeNotices], exports: [ChangeNotices] })
export class ReadCacheModule {}
