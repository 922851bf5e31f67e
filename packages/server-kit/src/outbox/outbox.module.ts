import { type DynamicModule, Module } from '@nestjs/common';
import { DeadLetters } from './dead-letters.js';
import { OutboxCompletions } from './outbox-completions.js';
import { OUTBOX_OPTIONS, OutboxRelay, type OutboxOptions } from './outbox-relay.js';

@Module({})
export class OutboxModule {
  static forRoot(options: OutboxOptions): DynamicModule {
    return {
      module: OutboxModule,
      global: true,
      providers: [{ provide: OUTBOX_OPTIONS, useValue: options }, OutboxRelay, DeadLetters, OutboxCompletions],
      exports: [OutboxRelay, DeadLetters, OutboxCompletions, OUTBOX_OPTIONS],
    };
  }
}
