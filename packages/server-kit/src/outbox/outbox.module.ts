import { type DynamicModule, Module } from '@nestjs/common';
import { OUTBOX_OPTIONS, OutboxRelay, type OutboxOptions } from './outbox-relay.js';

@Module({})
export class OutboxModule {
  static forRoot(options: OutboxOptions): DynamicModule {
    return {
      module: OutboxModule,
      global: true,
      providers: [{ provide: OUTBOX_OPTIONS, useValue: options }, OutboxRelay],
      exports: [OutboxRelay, OUTBOX_OPTIONS],
    };
  }
}
