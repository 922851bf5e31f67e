import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PropertyEntity } from '@lakehouse/server-kit';
import { PropertyCache } from './property-cache.js';
import { PropertyController } from './property.controller.js';
import { GetPropertyHandler } from './queries/get-property.handler.js';

@Module({
  imports: [TypeOrmModule.forFeature([PropertyEntity])],
  controllers: [PropertyController],
  providers: [PropertyCache, GetPropertyHandler],
})
export class PropertyModule {}
