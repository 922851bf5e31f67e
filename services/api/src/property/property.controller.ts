import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { LeanRoute } from '../http/lean-routes.js';
import { ReadyAnswer } from '../http/ready-answer-route.js';
import { Revalidated } from '../http/revalidate.js';
import type { Property } from '@lakehouse/contracts';
import { GetPropertyQuery } from './queries/get-property.query.js';

@Controller('property')
export class PropertyController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Revalidated()
  @ReadyAnswer()
  @LeanRoute()
  async get(): Promise<Property> {
    return (await this.queryBus.execute(new GetPropertyQuery())).value;
  }
}
