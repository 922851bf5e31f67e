import { Module } from '@nestjs/common';
import { ApiDescription } from './api-description.js';
import { DocsController } from './docs.controller.js';

@Module({
  controllers: [DocsController],
  providers: [ApiDescription],
  exports: [ApiDescription],
})
export class DocsModule {}
