import { EMAIL_NOT_FOUND } from '@lakehouse/contracts';
import { NotFoundException } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { AdminEmailResponse } from '@lakehouse/contracts';
import { EmailEntity } from '@lakehouse/server-kit';
import { emailDetailView } from '../email-admin.views.js';
import { GetEmailQuery } from './get-email.query.js';

@QueryHandler(GetEmailQuery)
export class GetEmailHandler implements IQueryHandler<GetEmailQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ id }: GetEmailQuery): Promise<AdminEmailResponse> {
    const email = await this.dataSource.getRepository(EmailEntity).findOneBy({ id });
    if (!email) throw new NotFoundException(EMAIL_NOT_FOUND);
    return { email: emailDetailView(email) };
  }
}
