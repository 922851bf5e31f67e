import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ReviewsResponse } from '@lakehouse/contracts';
import { ApiAccess } from '../../platform/openapi/api-access.js';
import { PUBLIC_SHARED_BRIEFLY } from '../../platform/http/cache-control.js';
import { GetReviewsQuery } from './queries/get-reviews.query.js';

/** The reviews of direct stays as guests read them (also embedded in the home page the server renders). */
@ApiAccess('anyone')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @Header('Cache-Control', PUBLIC_SHARED_BRIEFLY)
  async list(): Promise<ReviewsResponse> {
    return (await this.queryBus.execute(new GetReviewsQuery())).value;
  }
}
