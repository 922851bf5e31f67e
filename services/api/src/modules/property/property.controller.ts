import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { PUBLIC_SHARED_BRIEFLY } from '../../platform/http/cache-control.js';
import type { Property } from '@lakehouse/contracts';
import { GetPropertyQuery } from './queries/get-property.query.js';
import { ApiAccess } from '../../platform/openapi/api-access.js';

@ApiAccess('anyone')
@Controller('property')
export class PropertyController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('Cache-Control', PUBLIC_SHARED_BRIEFLY)
  async get(): Promise<Property> {
    return (await this.queryBus.execute(new GetPropertyQuery())).value;
  }
}
