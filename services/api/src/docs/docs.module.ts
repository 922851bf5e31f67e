import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DocsController, GLOBAL_PREFIX } from './docs.controller.js';

@Module({})
export class DocsModule {
  static forRoot(globalPrefix: string): DynamicModule {
    return {
      module: DocsModule,
      imports: [DiscoveryModule],
      controllers: [DocsController],
      providers: [{ provide: GLOBAL_PREFIX, useValue: globalPrefix }],
    };
  }
}
