import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { AccessCode } from '@lakehouse/contracts';
import { AccessCodeEntity } from '@lakehouse/server-kit';
import { accessCodeView } from '../access-code.view.js';
import { ListAccessCodesQuery } from './list-access-codes.query.js';

@QueryHandler(ListAccessCodesQuery)
export class ListAccessCodesHandler implements IQueryHandler<ListAccessCodesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute(): Promise<AccessCode[]> {
    const codes = await this.dataSource.getRepository(AccessCodeEntity).find({ order: { createdAt: 'DESC' } });
    return codes.map(accessCodeView);
  }
}
