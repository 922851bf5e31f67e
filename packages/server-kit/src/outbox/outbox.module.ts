import { type DynamicModule, Module } from '@nestjs/common';
import { DeadLetters } from './dead-letters.js';
import { OUTBOX_OPTIONS, OutboxRelay, type OutboxOptions } from './outbox-relay.js';

@Module({})
export class OutboxModule {
  static forRoot(options: OutboxOptions): DynamicModule {
    return {
      module: OutboxModule,
      global: true,
      providers: [{ provide: OUTBOX_OPTIONS, useValue: options }, OutboxRelay, DeadLetters],
      exports: [OutboxRelay, DeadLetters, OUTBOX_OPTIONS],
    };
  }
}
