import { ConflictException } from '@nestjs/common';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import type { AdminContentDocument, ContentVersions } from '@lakehouse/contracts';
import { ContentDocumentEntity } from '@lakehouse/server-kit';

const UNIQUE_VIOLATION = '23505';

/**
 * The live (highest) version of a kind of document (site content, or a message template's `message-<key>`), locked
 * for the transaction when `lock` is set; none if never published.
 */
export async function liveContentVersion(
  manager: EntityManager,
  kind: string,
  lock = false,
): Promise<ContentDocumentEntity | null> {
  return manager.findOne(ContentDocumentEntity, {
    where: { kind },
    order: { version: 'DESC' },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
}

/** A stored version as the editor reads it. */
export const adminContentDocument = (document: ContentDocumentEntity): AdminContentDocument => ({
  kind: document.kind,
  version: document.version,
  publishedAt: document.publishedAt.toISOString(),
  publishedBy: document.publishedBy,
  body: document.body,
});

/** Every publish of a kind with who and when, newest first. */
export async function contentVersionHistory(manager: EntityManager, kind: string): Promise<ContentVersions> {
  const versions = await manager.find(ContentDocumentEntity, {
    select: { version: true, publishedAt: true, publishedBy: true },
    where: { kind },
    order: { version: 'DESC' },
  });
  return versions.map(({ version, publishedAt, publishedBy }) => ({
    version,
    publishedAt: publishedAt.toISOString(),
    publishedBy,
  }));
}

/** A publish: the new body, the version the editor started from, who, and what a 409 tells them. */
export interface NextVersion {
  kind: string;
  body: Record<string, unknown>;
  startedFrom: number;
  publishedBy: string;
  staleMessage: string;
}

/**
 * Publishes the next version of a kind. Of two publishes from the same version exactly one wins: the live version
 * must be the one the editor started from, and the new row's key (kind, version + 1) cannot be inserted twice, so
 * the loser of a race gets the same 409 as a late one. `alongside` writes in the same transaction.
 */
export async function publishNextVersion(
  dataSource: DataSource,
  { kind, body, startedFrom, publishedBy, staleMessage }: NextVersion,
  alongside?: (manager: EntityManager) => Promise<void>,
): Promise<ContentDocumentEntity> {
  const stale = () => new ConflictException({ statusCode: 409, message: staleMessage });
  try {
    return await dataSource.transaction(async (manager) => {
      const live = await liveContentVersion(manager, kind);
      if ((live?.version ?? 0) !== startedFrom) throw stale();
      await manager.query(
        'INSERT INTO content_documents (kind, version, body, published_by) VALUES ($1, $2, $3::jsonb, $4)',
        [kind, startedFrom + 1, JSON.stringify(body), publishedBy],
      );
      await alongside?.(manager);
      return manager.findOneByOrFail(ContentDocumentEntity, { kind, version: startedFrom + 1 });
    });
  } catch (error) {
    if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION)
      throw stale();
    throw error;
  }
}
