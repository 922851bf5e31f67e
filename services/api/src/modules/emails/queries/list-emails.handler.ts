import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { AdminEmailsResponse } from '@lakehouse/contracts';
import { EmailEntity } from '@lakehouse/server-kit';
import { emailSummaryView } from '../email-admin.views.js';
import { ListEmailsQuery } from './list-emails.query.js';

const LIMIT = 200;

@QueryHandler(ListEmailsQuery)
export class ListEmailsHandler implements IQueryHandler<ListEmailsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ filter }: ListEmailsQuery): Promise<AdminEmailsResponse> {
    const emails = await this.dataSource.getRepository(EmailEntity).find({
      where: filter.status ? { status: filter.status } : {},
      // The body and attachments stay in the database: the list needs none of them.
      select: {
        id: true,
        kind: true,
        to: true,
        subject: true,
        status: true,
        attempts: true,
        lastError: true,
        createdAt: true,
        sentAt: true,
      },
      order: { createdAt: 'DESC', id: 'ASC' },
      take: LIMIT,
    });
    return { emails: emails.map(emailSummaryView) };
  }
}
