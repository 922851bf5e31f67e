import { Global, Module } from '@nestjs/common';
import { ChangeNotices } from './change-notices.js';
import { ReadyAnswers } from './ready-answers.js';

/** The one LISTEN connection every read cache of the API subscribes to, and the answers kept ready by it. */
@Global()
@Module({ providers: [ChangeNotices, ReadyAnswers], exports: [ChangeNotices, ReadyAnswers] })
export class ReadCacheModule {}
